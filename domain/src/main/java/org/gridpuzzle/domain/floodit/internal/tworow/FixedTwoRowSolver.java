package org.gridpuzzle.domain.floodit.internal.tworow;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * Fixed-Flood-It on 2×n boards, exact and fixed-parameter in the number of colours c: breadth-first
 * search over an abstraction of the flooded region with at most O(n⁴·2^c) states.
 * <p>
 * In two rows a connected flood leaves no column between its ends entirely unflooded (that column would
 * cut it in two), so every unflooded cell between the ends of the flood's top span and bottom span has a
 * flooded neighbour in its column: it is a <em>pocket</em>, already on the frontier, whose other neighbours
 * are flooded or pockets too. A pocket is absorbed by the next move of its colour and opens nothing new.
 * So the future depends only on the two spans (top cells [a1, a2), bottom cells [b1, b2), pockets
 * included) and the set P of pocket colours: the state. A move c removes c from P, floods the c-coloured
 * components that touch the spans from outside, widens the spans, and adds the colours of the cells the
 * widening passes over without flooding them to P. Goal: both spans whole and P empty.
 */
public final class FixedTwoRowSolver {

    /** The colours to play at the pivot, in order; empty when a limit stopped the search. */
    public Optional<List<Integer>> solve(TwoRowBoard board, int pivotCell, Limits limits) {
        if (board.palette() > 32 || board.columns() > 255) {
            throw new IllegalArgumentException("the 2×n Fixed search takes up to 255 columns and 32 colours");
        }
        Budget budget = limits.start();
        int n = board.columns();
        int[][] adj = adjacency(n);
        boolean[] flooded = new boolean[2 * n];
        for (int cell : component(board, adj, pivotCell)) {
            flooded[cell] = true;
        }
        long start = normalise(board, flooded, 0L);
        long goal = encode(0, n, 0, n, 0L);
        // Each reached state with the state it came from and the colour played (in the low byte).
        Map<Long, long[]> parent = new HashMap<>();
        parent.put(start, null);
        ArrayDeque<Long> queue = new ArrayDeque<>();
        queue.add(start);
        while (!queue.isEmpty()) {
            long state = queue.poll();
            if (state == goal) {
                return Optional.of(path(parent, state));
            }
            if (!budget.node()) {
                return Optional.empty();
            }
            for (int c = 0; c < board.palette(); c++) {
                long next = play(board, adj, state, c);
                if (next != state && !parent.containsKey(next)) {
                    parent.put(next, new long[] {state, c});
                    queue.add(next);
                }
            }
        }
        throw new IllegalStateException("the flood never covers the board");
    }

    private static List<Integer> path(Map<Long, long[]> parent, long state) {
        List<Integer> out = new ArrayList<>();
        for (long[] step = parent.get(state); step != null; step = parent.get(step[0])) {
            out.add((int) step[1]);
        }
        Collections.reverse(out);
        return out;
    }

    /** The state after playing colour c (the same state when c changes nothing). */
    private static long play(TwoRowBoard board, int[][] adj, long state, int c) {
        int n = board.columns();
        int a1 = a1(state);
        int a2 = a2(state);
        int b1 = b1(state);
        int b2 = b2(state);
        long pockets = pockets(state);
        boolean[] flooded = new boolean[2 * n];
        for (int col = a1; col < a2; col++) {
            flooded[col] = true;
        }
        for (int col = b1; col < b2; col++) {
            flooded[n + col] = true;
        }
        // Outside cells of colour c next to the spans, and their components outside the spans.
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        boolean[] absorbed = new boolean[2 * n];
        int[] colours = board.colours();
        for (int cell = 0; cell < 2 * n; cell++) {
            if (!flooded[cell] && colours[cell] == c && touches(adj, flooded, cell)) {
                absorbed[cell] = true;
                queue.add(cell);
            }
        }
        boolean grew = !queue.isEmpty();
        while (!queue.isEmpty()) {
            int cell = queue.poll();
            for (int next : adj[cell]) {
                if (!flooded[next] && !absorbed[next] && colours[next] == c) {
                    absorbed[next] = true;
                    queue.add(next);
                }
            }
        }
        if (!grew && (pockets >>> c & 1) == 0) {
            return state;
        }
        for (int cell = 0; cell < 2 * n; cell++) {
            flooded[cell] |= absorbed[cell];
        }
        return normalise(board, flooded, pockets & ~(1L << c));
    }

    /** Spans of a flooded set, with the colours of the unflooded cells inside them added to the pockets. */
    private static long normalise(TwoRowBoard board, boolean[] flooded, long pockets) {
        int n = board.columns();
        int[] colours = board.colours(); // a copy: take it once, not per cell
        int a1 = n;
        int a2 = 0;
        int b1 = n;
        int b2 = 0;
        for (int col = 0; col < n; col++) {
            if (flooded[col]) {
                a1 = Math.min(a1, col);
                a2 = Math.max(a2, col + 1);
            }
            if (flooded[n + col]) {
                b1 = Math.min(b1, col);
                b2 = Math.max(b2, col + 1);
            }
        }
        if (a1 >= a2) {
            a1 = 0;
            a2 = 0;
        }
        if (b1 >= b2) {
            b1 = 0;
            b2 = 0;
        }
        for (int col = a1; col < a2; col++) {
            if (!flooded[col]) {
                pockets |= 1L << colours[col];
            }
        }
        for (int col = b1; col < b2; col++) {
            if (!flooded[n + col]) {
                pockets |= 1L << colours[n + col];
            }
        }
        return encode(a1, a2, b1, b2, pockets);
    }

    private static boolean touches(int[][] adj, boolean[] flooded, int cell) {
        for (int next : adj[cell]) {
            if (flooded[next]) {
                return true;
            }
        }
        return false;
    }

    /** The neighbours of every cell of a 2-row board, computed once per search. */
    private static int[][] adjacency(int n) {
        int[][] adj = new int[2 * n][];
        for (int cell = 0; cell < 2 * n; cell++) {
            int row = cell / n;
            int col = cell % n;
            List<Integer> out = new ArrayList<>(3);
            out.add((1 - row) * n + col);
            if (col > 0) {
                out.add(cell - 1);
            }
            if (col < n - 1) {
                out.add(cell + 1);
            }
            adj[cell] = out.stream().mapToInt(Integer::intValue).toArray();
        }
        return adj;
    }

    private static List<Integer> component(TwoRowBoard board, int[][] adj, int start) {
        int n = board.columns();
        int[] colours = board.colours();
        boolean[] seen = new boolean[2 * n];
        List<Integer> out = new ArrayList<>();
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        seen[start] = true;
        queue.add(start);
        while (!queue.isEmpty()) {
            int cell = queue.poll();
            out.add(cell);
            for (int next : adj[cell]) {
                if (!seen[next] && colours[next] == colours[start]) {
                    seen[next] = true;
                    queue.add(next);
                }
            }
        }
        return out;
    }

    private static long encode(int a1, int a2, int b1, int b2, long pockets) {
        return ((long) a1 << 56) | ((long) a2 << 48) | ((long) b1 << 40) | ((long) b2 << 32) | (pockets & 0xffffffffL);
    }

    private static int a1(long s) {
        return (int) (s >>> 56 & 0xff);
    }

    private static int a2(long s) {
        return (int) (s >>> 48 & 0xff);
    }

    private static int b1(long s) {
        return (int) (s >>> 40 & 0xff);
    }

    private static int b2(long s) {
        return (int) (s >>> 32 & 0xff);
    }

    private static long pockets(long s) {
        return s & 0xffffffffL;
    }
}
