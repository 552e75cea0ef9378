package org.gridpuzzle.domain.floodit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.domain.grid.Components;
import org.gridpuzzle.domain.grid.FloodFill;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * Free Flood-It heuristic: play the move that leaves the fewest components (ties: fewest colours, then
 * the lowest vertex and colour, so runs are deterministic). Never shorter than the optimum.
 */
public final class FreeGreedySolver {

    public Optional<FreeSolution> solve(ColouredGraph g, Limits limits) {
        Budget budget = limits.start();
        int[] colours = g.colours();
        List<Move> moves = new ArrayList<>();
        while (!mono(colours)) {
            if (!budget.node()) {
                return Optional.empty();
            }
            Components comps = Components.of(g.graph(), colours);
            int[] best = null;
            long bestScore = Long.MAX_VALUE;
            Move bestMove = null;
            for (int comp = 0; comp < comps.count(); comp++) {
                int v = comps.members(comp)[0];
                for (int c = 0; c < g.palette(); c++) {
                    if (c == colours[v]) {
                        continue;
                    }
                    if (!budget.check()) {
                        return Optional.empty(); // one candidate costs a fill and a count of the whole board
                    }
                    int[] next = FloodFill.fill(g.graph(), colours, v, c);
                    long score = (long) Components.of(g.graph(), next).count() * 64 + distinct(next, g.palette());
                    if (score < bestScore) {
                        bestScore = score;
                        best = next;
                        bestMove = new Move(v, c);
                    }
                }
            }
            colours = best;
            moves.add(bestMove);
        }
        return Optional.of(new FreeSolution(colours[0], moves));
    }

    private static boolean mono(int[] colours) {
        for (int c : colours) {
            if (c != colours[0]) {
                return false;
            }
        }
        return true;
    }

    private static int distinct(int[] colours, int palette) {
        boolean[] seen = new boolean[palette];
        int n = 0;
        for (int c : colours) {
            if (!seen[c]) {
                seen[c] = true;
                n++;
            }
        }
        return n;
    }
}
