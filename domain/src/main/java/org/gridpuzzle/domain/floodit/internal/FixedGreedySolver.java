package org.gridpuzzle.domain.floodit.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StoppedException;

/**
 * Fixed Flood-It greedy player for boards too large for the beam (whose bound per child costs a pass over every
 * component): at the pivot, remove a colour completely when a move can (the smallest such colour, as the exact
 * search's dominance rule does), otherwise take the colour whose frontier components bring the most new ones (a
 * one-move look-ahead; ties: more frontier components). Measured on random 6-colour boards: 110, 168 and 351 moves
 * on 60×60, 100×100 and 200×200, against 132, 205 and 398 for "most frontier components" and 79, 119 and 240 for
 * the beam of width 200 (in 1 s, 4 s and 57 s). The flood is one root of {@link MergingComponents}, so a move costs
 * about its frontier and millions of components get an answer. Never shorter than the optimum.
 */
public final class FixedGreedySolver {

    public FixedSolution solve(ColouredGraph board, int pivotVertex, Limits limits) {
        Budget budget = limits.start();
        Contraction c = board.contract();
        ColouredGraph h = c.graph();
        int k = h.vertexCount();
        MergingComponents.checkFits(h, 0, limits);
        if (!budget.check()) {
            return stopped(budget);
        }
        int bound;
        try {
            // adjacency lists: byte tables (4·size² bytes) would be built for this one bound
            FixedSearchSpace space = new FixedSearchSpace(h, c.component(pivotVertex), budget, true);
            bound = space.bound(space.start()); // one pass over the components: the gap beside the answer
        } catch (StoppedException e) {
            return stopped(budget);
        }
        MergingComponents components = new MergingComponents(h);
        int[] live = new int[h.palette()];
        for (int v = 0; v < k; v++) {
            live[h.colour(v)]++;
        }
        int[] frontier = new int[h.palette()];
        long[] score = new long[h.palette()];
        Graph adjacency = h.graph();
        int[] seen = new int[k];
        int stamp = 0;
        List<Integer> colours = new ArrayList<>();
        int root = c.component(pivotVertex);
        while (components.live() > 1) {
            if (!budget.node() || !budget.check()) {
                return stopped(budget, bound);
            }
            int n = components.clean(root);
            int[] list = components.neighbours(root);
            Arrays.fill(frontier, 0);
            Arrays.fill(score, 0);
            int flooded = ++stamp;
            seen[root] = flooded;
            for (int i = 0; i < n; i++) {
                frontier[components.colour(list[i])]++;
                seen[list[i]] = flooded;
            }
            // Only the flood ever merges, so a frontier component still has its first neighbours: those outside the
            // flood and its frontier are what the move brings next, each counted once per colour.
            for (int colour = 0; colour < frontier.length; colour++) {
                if (frontier[colour] == 0) {
                    continue;
                }
                int counted = ++stamp;
                long reached = 0;
                for (int i = 0; i < n; i++) {
                    int b = list[i];
                    if (components.colour(b) == colour) {
                        for (int e = adjacency.start(b); e < adjacency.end(b); e++) {
                            int w = components.find(adjacency.target(e));
                            if (seen[w] != flooded && seen[w] != counted) {
                                seen[w] = counted;
                                reached++;
                            }
                        }
                    }
                }
                score[colour] = (reached << 32) | frontier[colour];
            }
            int best = -1;
            for (int colour = 0; colour < frontier.length; colour++) {
                if (frontier[colour] > 0 && frontier[colour] == live[colour]) {
                    best = colour; // removes the colour: never worse (see FixedExactSolver)
                    break;
                }
                if (frontier[colour] > 0 && (best < 0 || score[colour] > score[best])) {
                    best = colour;
                }
            }
            live[components.colour(root)]--;
            live[best] += 1 - frontier[best];
            root = components.recolour(root, best);
            colours.add(best);
        }
        return new FixedSolution(colours, colours.size() == bound, bound, budget.nodes(), budget.elapsedNanos(), null);
    }

    private static FixedSolution stopped(Budget budget) {
        return stopped(budget, 0);
    }

    /** Stopped before an answer, with the start position's bound when it was computed. */
    private static FixedSolution stopped(Budget budget, int bound) {
        return new FixedSolution(List.of(), false, bound, budget.nodes(), budget.elapsedNanos(), budget.stopReason());
    }
}
