package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.Move;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.gridpuzzle.domain.grid.internal.Components;
import org.gridpuzzle.domain.grid.internal.FloodFill;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * The first exact Free search, kept as a test oracle for {@link FreeAnytimeSolver} (itself checked against brute
 * force in {@code FloodItPropertiesTest}). Exact Free Flood-It for small graphs: m(G, d) for every target colour d, by iterative deepening over
 * moves (a component and a new colour) with the admissible bound "every colour other than d must
 * disappear, and a move removes at most one colour", and a table of positions already refuted at a
 * given depth. m(G) is the least m(G, d). Exponential: meant for graphs of a few dozen vertices.
 */
final class FreeExactSolver {

    /** Optimal solutions for every colour of the palette, or empty when a limit stopped the search. */
    Optional<List<FreeSolution>> solveAll(ColouredGraph g, Limits limits) {
        Budget budget = limits.start();
        List<FreeSolution> out = new ArrayList<>();
        for (int d = 0; d < g.palette(); d++) {
            Optional<FreeSolution> s = solve(g, d, budget);
            if (s.isEmpty()) {
                return Optional.empty();
            }
            out.add(s.get());
        }
        return Optional.of(out);
    }

    /** m(G): the shortest over all target colours. */
    Optional<FreeSolution> solve(ColouredGraph g, Limits limits) {
        return solveAll(g, limits).map(all -> all.stream().min(Comparator.comparingInt(FreeSolution::length))
                .orElseThrow());
    }

    private Optional<FreeSolution> solve(ColouredGraph g, int target, Budget budget) {
        int[] colours = g.colours();
        Map<Key, Integer> refuted = new HashMap<>();
        for (int depth = bound(colours, target, g.palette()); ; depth++) {
            List<Move> moves = new ArrayList<>();
            Boolean found = search(g, colours, target, depth, moves, refuted, budget);
            if (found == null) {
                return Optional.empty();
            }
            if (found) {
                return Optional.of(new FreeSolution(target, moves));
            }
        }
    }

    /** True: found within depth (moves filled in); false: none; null: a limit stopped the search. */
    private Boolean search(ColouredGraph g, int[] colours, int target, int depth, List<Move> moves,
            Map<Key, Integer> refuted, Budget budget) {
        if (done(colours, target)) {
            return true;
        }
        if (depth == 0 || bound(colours, target, g.palette()) > depth) {
            return false;
        }
        Key key = new Key(colours);
        Integer known = refuted.get(key);
        if (known != null && known >= depth) {
            return false;
        }
        if (!budget.node()) {
            return null;
        }
        Components comps = Components.of(g.graph(), colours);
        for (int comp = 0; comp < comps.count(); comp++) {
            int v = comps.members(comp)[0];
            for (int c = 0; c < g.palette(); c++) {
                if (c == colours[v]) {
                    continue;
                }
                int[] next = FloodFill.fill(g.graph(), colours, v, c);
                moves.add(new Move(v, c));
                Boolean r = search(g, next, target, depth - 1, moves, refuted, budget);
                if (r == null || r) {
                    return r;
                }
                moves.remove(moves.size() - 1);
            }
        }
        refuted.put(key, depth);
        return false;
    }

    private static boolean done(int[] colours, int target) {
        for (int c : colours) {
            if (c != target) {
                return false;
            }
        }
        return true;
    }

    /** Colours other than the target that are still present: each needs its own move. */
    static int bound(int[] colours, int target, int palette) {
        boolean[] seen = new boolean[palette];
        int n = 0;
        for (int c : colours) {
            if (c != target && !seen[c]) {
                seen[c] = true;
                n++;
            }
        }
        return n;
    }

    private record Key(int[] colours) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(k.colours, colours);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(colours);
        }
    }
}
