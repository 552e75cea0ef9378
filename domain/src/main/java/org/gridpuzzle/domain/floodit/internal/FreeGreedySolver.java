package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.Move;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * Free Flood-It heuristic: play the move that leaves the fewest components, that is, recolour the component with
 * the most neighbouring components of one colour to that colour (ties: the lowest component, then colour, so runs
 * are deterministic). Never shorter than the optimum.
 *
 * <p>It works on the component graph and keeps it up to date instead of recounting the board per candidate: merged
 * components are joined by union-find, neighbour lists are appended smaller into larger and cleaned when read, and
 * each component's best move sits in a lazy max-heap. A move recomputes the best moves of the new component and
 * its neighbours only, so a move costs about its frontier: boards of millions of components get an answer.
 */
public final class FreeGreedySolver {

    /** Per component beside the merging structure: score, best colour and the heap's share. */
    private static final long BYTES_PER_COMPONENT = 16;
    /** What {@code best} answers when the budget ran out while it cleaned the heap. */
    private static final int STOPPED = -2;

    public Optional<FreeSolution> solve(ColouredGraph g, Limits limits) {
        Budget budget = limits.start();
        Contraction contraction = g.contract();
        ColouredGraph h = contraction.graph();
        int k = h.vertexCount();
        MergingComponents.checkFits(h, BYTES_PER_COMPONENT, limits);
        int[] representative = new int[k];
        Arrays.fill(representative, -1);
        for (int v = 0; v < g.vertexCount(); v++) {
            if (representative[contraction.component(v)] < 0) {
                representative[contraction.component(v)] = v;
            }
        }
        if (!budget.check()) {
            return Optional.empty(); // contracting a board of millions of cells takes a while
        }
        State s = new State(h);
        List<Move> moves = new ArrayList<>();
        for (int r = 0; r < k; r++) {
            if ((r & 0xFFFF) == 0 && !budget.check()) {
                return Optional.empty(); // millions of components take a while to score
            }
            s.rescore(r);
        }
        while (s.components.live() > 1) {
            if (!budget.node() || !budget.check()) {
                return Optional.empty();
            }
            int a = s.best(budget);
            if (a == STOPPED) {
                return Optional.empty();
            }
            if (a < 0) {
                throw new IllegalArgumentException("the graph is not connected: Free Flood-It cannot flood it");
            }
            int colour = s.bestColour[a];
            moves.add(new Move(representative[a], colour));
            s.play(a, colour);
        }
        return Optional.of(new FreeSolution(s.components.colour(s.components.find(0)), moves));
    }

    /** The component graph under the moves so far, with each component's best move in a lazy max-heap. */
    private static final class State {

        final MergingComponents components;
        final int[] score;
        final int[] bestColour;
        final int palette;
        final int[] perColour;
        long[] heap = new long[64];
        int heapSize;

        State(ColouredGraph h) {
            components = new MergingComponents(h);
            score = new int[h.vertexCount()];
            bestColour = new int[h.vertexCount()];
            palette = h.palette();
            perColour = new int[palette];
        }

        /**
         * Finds the root's best colour (most neighbouring components of it) and pushes the move; returns the number
         * of its neighbours, now the first entries of its cleaned list.
         */
        int rescore(int r) {
            int n = components.clean(r);
            int[] list = components.neighbours(r);
            Arrays.fill(perColour, 0);
            for (int i = 0; i < n; i++) {
                perColour[components.colour(list[i])]++;
            }
            int best = -1;
            for (int c = 0; c < palette; c++) {
                if (c != components.colour(r) && (best < 0 || perColour[c] > perColour[best])) {
                    best = c;
                }
            }
            score[r] = best < 0 ? 0 : perColour[best];
            bestColour[r] = best;
            if (score[r] > 0) {
                push(((long) score[r] << 32) | (Integer.MAX_VALUE - r));
            }
            return n;
        }

        /**
         * The live component with the best move, -1 when there is none, or {@link #STOPPED}: stale heap entries are
         * dropped on the way, millions of them late in a large board, so the budget is read as they go.
         */
        int best(Budget budget) {
            for (long popped = 1; heapSize > 0; popped++) {
                if ((popped & 0x3FFF) == 0 && !budget.check()) {
                    return STOPPED;
                }
                long top = heap[0];
                int r = Integer.MAX_VALUE - (int) top;
                if (components.isRoot(r) && score[r] == (int) (top >>> 32)) {
                    return r; // stays on the heap until played or rescored
                }
                pop();
            }
            return -1;
        }

        void play(int a, int c) {
            score[a] = -1; // a's entries are stale from here, whether or not it stays the root
            int root = components.recolour(a, c);
            int n = rescore(root);
            int[] around = components.neighbours(root); // rescoring a neighbour cleans only its own list
            for (int i = 0; i < n; i++) {
                rescore(around[i]);
            }
        }

        private void push(long entry) {
            if (heapSize == heap.length) {
                heap = Arrays.copyOf(heap, heapSize * 2);
            }
            int i = heapSize++;
            while (i > 0 && heap[(i - 1) / 2] < entry) {
                heap[i] = heap[(i - 1) / 2];
                i = (i - 1) / 2;
            }
            heap[i] = entry;
        }

        private void pop() {
            long last = heap[--heapSize];
            int i = 0;
            while (true) {
                int child = 2 * i + 1;
                if (child >= heapSize) {
                    break;
                }
                if (child + 1 < heapSize && heap[child + 1] > heap[child]) {
                    child++;
                }
                if (heap[child] <= last) {
                    break;
                }
                heap[i] = heap[child];
                i = child;
            }
            if (heapSize > 0) {
                heap[i] = last;
            }
        }
    }
}
