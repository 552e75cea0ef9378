package org.gridpuzzle.domain.floodit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * Beam search for Fixed Flood-It: each layer keeps the {@code width} states with the smallest lower
 * bound (ties: more flooded components). Width 1 is the greedy player. Fast on boards too large for the
 * exact search; the answer is never shorter than the optimum, and the start bound is reported beside it.
 */
public final class FixedBeamSolver {

    private final int width;

    public FixedBeamSolver(int width) {
        if (width < 1) {
            throw new IllegalArgumentException("beam width must be at least 1, got " + width);
        }
        this.width = width;
    }

    public FixedSolution solve(ColouredGraph board, int pivotVertex, Limits limits) {
        Budget budget = limits.start();
        ColouredGraph.Contraction c = board.contract();
        FixedSearchSpace space = new FixedSearchSpace(c.graph(), c.componentOf()[pivotVertex]);
        long[] start = space.start();
        int startBound = space.bound(start);
        List<State> layer = List.of(new State(start, startBound, null, -1));
        while (true) {
            for (State s : layer) {
                if (space.goal(s.flooded)) {
                    List<Integer> colours = new ArrayList<>();
                    for (State x = s; x.parent != null; x = x.parent) {
                        colours.add(x.colour);
                    }
                    Collections.reverse(colours);
                    return new FixedSolution(colours, colours.size() == startBound, startBound, budget.nodes(),
                            budget.elapsedNanos(), null);
                }
            }
            List<State> next = new ArrayList<>();
            Set<BitsKey> seen = new HashSet<>();
            for (State s : layer) {
                if (!budget.node()) {
                    return new FixedSolution(List.of(), false, startBound, budget.nodes(), budget.elapsedNanos(),
                            budget.stopReason());
                }
                long[] frontier = space.frontier(s.flooded);
                for (int colour : space.moves(s.flooded, frontier)) {
                    long[] f = space.play(s.flooded, frontier, colour);
                    if (seen.add(new BitsKey(f))) {
                        next.add(new State(f, space.bound(f), s, colour));
                    }
                }
            }
            next.sort(Comparator.comparingInt((State s) -> s.bound).thenComparingInt(s -> -Bits.count(s.flooded)));
            layer = next.size() > width ? next.subList(0, width) : next;
        }
    }

    private record State(long[] flooded, int bound, State parent, int colour) {
    }
}
