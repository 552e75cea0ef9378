package org.gridpuzzle.domain.floodit.internal;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.search.internal.BoundsListener;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.search.StopReason;
import org.gridpuzzle.domain.search.StoppedException;

/**
 * Exact Fixed Flood-It by A* over flooded-component bitsets of the contracted graph.
 * <ul>
 *   <li>Bound: the elimination-layer bound of {@link FixedSearchSpace#eliminationBound} (admissible), capped
 *       at the parent's bound: still admissible, and its computation stops as soon as the cap is reached.</li>
 *   <li>Dominance, all checked against an unpruned oracle on random boards:
 *     <ul>
 *       <li>a move that removes a colour completely is taken at once (the smallest such colour);</li>
 *       <li>a dead end (a move that brings no new frontier component and removes no colour) is never
 *           played: deferring it to the next move of its colour floods at least as much, and merging
 *           it there saves a move;</li>
 *       <li>after any other move, {@link FixedSearchSpace#worthPlaying move-order pruning} keeps one order
 *           of two moves that commute.</li>
 *     </ul></li>
 *   <li>Goals are recognised when generated: the expanded node had f ≤ optimum and h ≥ 2 (two colours
 *       left at least), so a child that is flooded or has one colour left is optimal.</li>
 *   <li>Memory: expanded states live in a {@link StateTable} of primitive arrays; the open list is a
 *       {@link OpenBuckets} of moves (parent node, colour) in 8 bytes each, played again when popped.</li>
 * </ul>
 */
public final class FixedExactSolver {

    /** Above this many components a node is slow enough that the budget is read at every one. */
    private static final int WIDE_COMPONENTS = 1024;

    /** How often (in nodes) a listener hears the bound when it does not rise. */
    private static final int REPORT_MASK = 4095;

    public FixedSolution solve(ColouredGraph board, int pivotVertex, Limits limits) {
        return solve(board, pivotVertex, limits, null, BoundsListener.NONE);
    }

    /**
     * An anytime search: with an {@code incumbent} (a sequence already known, from a greedy or beam player) only
     * shorter sequences are searched, so a limit still leaves the incumbent as the answer with the f-layer reached
     * as its bound, and an open list that empties proves the incumbent optimal.
     *
     * @param incumbent colours at the pivot that flood the board, or null
     */
    public FixedSolution solve(ColouredGraph board, int pivotVertex, Limits limits, List<Integer> incumbent,
            BoundsListener listener) {
        Budget budget = limits.start();
        Contraction c = board.contract();
        Incumbent best = new Incumbent(incumbent, listener);
        FixedSearchSpace space;
        try {
            space = new FixedSearchSpace(c.graph(), c.component(pivotVertex), budget);
        } catch (StoppedException e) {
            // stopped while building its tables: the incumbent is still the answer so far (tables beyond the memory
            // budget are never built: the space takes adjacency lists instead, so the build is not refused)
            return new FixedSolution(best.colours, false, 0, budget.nodes(), budget.elapsedNanos(), e.reason());
        }
        long[] start = space.start();
        int startBound = space.bound(start);
        if (space.goal(start)) {
            return new FixedSolution(List.of(), true, 0, 0, budget.elapsedNanos(), null);
        }
        if (best.length() <= startBound) {
            return new FixedSolution(best.colours, true, startBound, 0, budget.elapsedNanos(), null);
        }
        MemoryAccount memory = MemoryAccount.open("the Fixed search over " + space.size + " components", limits);
        // The open list holds moves (parent node, colour), not states: a child enters the table only when it
        // is popped, so the many children of the last f-layer that are never expanded cost no table work.
        OpenBuckets open = new OpenBuckets(memory);
        open.push(OpenBuckets.move(-1, 0, true), startBound, 0);
        try {
            return search(space, start, startBound, new StateTable(space.words, memory), open, budget, memory, best);
        } catch (MemoryBudgetException e) {
            return stopped(startBound, open, budget, StopReason.MEMORY_LIMIT, memory, best);
        }
    }

    /** The answer to beat (its length, or "none" as a length no answer reaches) and who hears about progress. */
    private static final class Incumbent {
        final List<Integer> colours;
        final boolean known;
        final BoundsListener listener;
        int reported = -1;

        Incumbent(List<Integer> colours, BoundsListener listener) {
            this.colours = colours == null ? List.of() : List.copyOf(colours);
            this.known = colours != null;
            this.listener = listener;
        }

        int length() {
            return known ? colours.size() : Integer.MAX_VALUE;
        }

        void report(int bound, long nodes) {
            if (bound != reported || (nodes & REPORT_MASK) == 0) {
                reported = bound;
                listener.bounds(bound, known ? colours.size() : -1, nodes);
            }
        }
    }

    /**
     * A stopped search's answer. Its bound is the f-layer being expanded: every layer below it is exhausted,
     * and a node of an optimal path (kept by each pruning rule) is always open with f at most the optimum.
     */
    private static FixedSolution stopped(int startBound, OpenBuckets open, Budget budget, StopReason why,
            MemoryAccount memory, Incumbent best) {
        return new FixedSolution(best.colours, false, Math.max(startBound, open.f()), budget.nodes(),
                budget.elapsedNanos(), why, memory.used());
    }

    private FixedSolution search(FixedSearchSpace space, long[] start, int startBound, StateTable table,
            OpenBuckets open, Budget budget, MemoryAccount memory, Incumbent best) {
        int words = space.words;
        long[] parent = new long[words];
        long[] parentReach = new long[words];
        long[] flooded = new long[words];
        long[] frontier = new long[words];
        long[] child = new long[words];
        long[] childFrontier = new long[words];
        boolean wide = space.size > WIDE_COMPONENTS;
        while (true) {
            long move = open.pop();
            if (move == OpenBuckets.EMPTY) {
                if (!best.known) {
                    throw new IllegalStateException("the open list emptied before the board was flooded");
                }
                // every sequence shorter than the incumbent was refuted
                return new FixedSolution(best.colours, true, best.length(), budget.nodes(), budget.elapsedNanos(),
                        null, memory.used());
            }
            int g = open.g();
            int from = OpenBuckets.parent(move);
            int last = OpenBuckets.colour(move);
            boolean ordered = !OpenBuckets.forced(move);
            if (from < 0) {
                System.arraycopy(start, 0, flooded, 0, words);
            } else {
                table.copyState(from, parent);
                space.neighboursOf(parent, parentReach);
                space.playFromReach(parent, parentReach, last, flooded);
            }
            int node = table.find(flooded);
            if (node >= 0 && table.depth(node) <= g) {
                continue; // reached by another move at least as short
            }
            if (node >= 0) {
                table.set(node, from, last, g, !ordered);
            } else {
                node = table.add(flooded, from, last, g, !ordered);
            }
            // a node of a board of thousands of components costs milliseconds (its bounds): read the clock at each
            if (!budget.node() || wide && !budget.check()) {
                return stopped(startBound, open, budget, budget.stopReason(), memory, best);
            }
            best.report(Math.max(startBound, open.f()), budget.nodes());
            space.frontierInto(flooded, frontier);
            int eliminable = space.eliminable(flooded, frontier);
            boolean forced = eliminable >= 0;
            ordered &= from >= 0;
            for (int colour = 0; colour < space.palette; colour++) {
                if (forced ? colour != eliminable : !space.touches(frontier, colour)) {
                    continue;
                }
                if (!forced && ordered && !space.worthPlaying(parentReach, flooded, frontier, last, colour)) {
                    continue;
                }
                space.playInto(flooded, frontier, colour, child, childFrontier);
                if (!forced && !Bits.hasOutside(childFrontier, frontier)) {
                    continue; // a dead end (see the class comment)
                }
                // Capped at the parent's h: a child's f is then its parent's f or one more, which is all the
                // order of expansion needs (a higher f was never seen on the benchmark sets), and the
                // bound stops early for the many children that are not on the parent's f-layer.
                if (wide && !budget.check()) { // one bound over thousands of components takes milliseconds
                    return stopped(startBound, open, budget, budget.stopReason(), memory, best);
                }
                int h = space.eliminationBound(child, childFrontier, open.f() - g);
                if (g + 1 + h >= best.length()) {
                    continue; // no shorter than the incumbent (a goal found here would only equal it)
                }
                if (h <= 1) {
                    // Flooded, or one colour left (the cap is at least 2): optimal (see the class comment).
                    List<Integer> moves = new ArrayList<>(table.colours(node));
                    moves.add(colour);
                    if (h == 1) {
                        moves.add(space.someColourLeft(child));
                    }
                    return new FixedSolution(moves, true, startBound, budget.nodes(), budget.elapsedNanos(), null,
                            memory.used());
                }
                open.push(OpenBuckets.move(node, colour, forced), g + 1 + h, g + 1);
            }
        }
    }
}
