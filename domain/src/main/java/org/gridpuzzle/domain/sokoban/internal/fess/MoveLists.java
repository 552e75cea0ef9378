package org.gridpuzzle.domain.sokoban.internal.fess;

import java.util.Arrays;
import org.gridpuzzle.domain.search.internal.MemoryAccount;

/**
 * Every node's moves, each node's a slice of shared primitive arrays sorted by weight (least first), then score
 * (greatest first), then listing order, with a cursor at the next move not played yet: what a FESS node keeps
 * ([CoG] II.A: "a list of all possible moves from that state, and weight information"). About 18 bytes a move.
 */
final class MoveLists {

    /** Bytes per move: child, cell, weight (ints), score (a long), advisor (a byte). */
    static final int MOVE_BYTES = 4 + 4 + 4 + 8 + 1;

    private final MemoryAccount memory;
    private int[] child = new int[256];
    private int[] cell = new int[256];
    private int[] weight = new int[256];
    private long[] score = new long[256];
    private byte[] advisor = new byte[256];
    private int count;

    private int[] first = new int[64];
    private int[] end = new int[64];
    private int[] next = new int[64];

    private int[] order = new int[0];
    private int[] merge = new int[0];

    MoveLists(MemoryAccount memory) {
        this.memory = memory;
        memory.take((long) MOVE_BYTES * child.length + 12L * first.length);
    }

    /** Starts the slice of {@code node} (nodes begin in the order 0, 1, 2, ...). */
    void begin(int node) {
        if (node >= first.length) {
            memory.take(12L * first.length);
            first = Arrays.copyOf(first, 2 * first.length);
            end = Arrays.copyOf(end, first.length);
            next = Arrays.copyOf(next, first.length);
        }
        first[node] = count;
    }

    /** Appends a move to the slice begun last. */
    void add(int childId, int cellId, int moveWeight, long moveScore, int advisorTag) {
        if (moveWeight < 0) {
            throw new IllegalArgumentException("a move's weight must be at least 0, got " + moveWeight);
        }
        if (advisorTag < FessGame.NO_ADVISOR || advisorTag > FessGame.MAX_ADVISOR) {
            throw new IllegalArgumentException("advisor tag out of range: " + advisorTag);
        }
        if (count == child.length) {
            memory.take((long) MOVE_BYTES * count);
            child = Arrays.copyOf(child, 2 * count);
            cell = Arrays.copyOf(cell, 2 * count);
            weight = Arrays.copyOf(weight, 2 * count);
            score = Arrays.copyOf(score, 2 * count);
            advisor = Arrays.copyOf(advisor, 2 * count);
        }
        child[count] = childId;
        cell[count] = cellId;
        weight[count] = moveWeight;
        score[count] = moveScore;
        advisor[count] = (byte) advisorTag;
        count++;
    }

    /**
     * Ends the slice of {@code node}: sorts it and, with {@code twoMovesFree}, makes the first of at most two moves
     * weigh 0 (it stays first: it was the least). Returns the number of moves.
     */
    int finish(int node, boolean twoMovesFree) {
        int from = first[node];
        int n = count - from;
        end[node] = count;
        next[node] = from;
        if (n > 1) {
            sort(from, n);
        }
        if (twoMovesFree && n >= 1 && n <= 2) {
            weight[from] = 0;
        }
        return n;
    }

    boolean hasNext(int node) {
        return next[node] < end[node];
    }

    /** The next move of {@code node} not played yet (only while {@link #hasNext}). */
    int peek(int node) {
        return next[node];
    }

    /** Takes the next move of {@code node}: returns it and moves the cursor on. */
    int take(int node) {
        return next[node]++;
    }

    int child(int move) {
        return child[move];
    }

    int cell(int move) {
        return cell[move];
    }

    int weight(int move) {
        return weight[move];
    }

    long score(int move) {
        return score[move];
    }

    int advisor(int move) {
        return advisor[move];
    }

    int count() {
        return count;
    }

    /** A stable merge sort of the slice by (weight, −score), then the arrays permuted to match. */
    private void sort(int from, int n) {
        if (order.length < n) {
            memory.take(8L * n + 21L * n);
            order = new int[n];
            merge = new int[n];
        }
        boolean sorted = true;
        for (int i = 0; i < n; i++) {
            order[i] = from + i;
            sorted &= i == 0 || !before(from + i, from + i - 1);
        }
        if (sorted) {
            return;
        }
        for (int width = 1; width < n; width *= 2) {
            for (int lo = 0; lo < n - width; lo += 2 * width) {
                mergeRuns(lo, lo + width, Math.min(lo + 2 * width, n));
            }
        }
        int[] c = Arrays.copyOfRange(child, from, from + n);
        int[] k = Arrays.copyOfRange(cell, from, from + n);
        int[] w = Arrays.copyOfRange(weight, from, from + n);
        long[] s = Arrays.copyOfRange(score, from, from + n);
        byte[] a = Arrays.copyOfRange(advisor, from, from + n);
        for (int i = 0; i < n; i++) {
            int j = order[i] - from;
            child[from + i] = c[j];
            cell[from + i] = k[j];
            weight[from + i] = w[j];
            score[from + i] = s[j];
            advisor[from + i] = a[j];
        }
    }

    private void mergeRuns(int lo, int mid, int hi) {
        int i = lo;
        int j = mid;
        for (int t = lo; t < hi; t++) {
            merge[t] = j >= hi || i < mid && !before(order[j], order[i]) ? order[i++] : order[j++];
        }
        System.arraycopy(merge, lo, order, lo, hi - lo);
    }

    /** Whether move a goes strictly before move b: less weight, or equal weight and greater score. */
    private boolean before(int a, int b) {
        return weight[a] != weight[b] ? weight[a] < weight[b] : score[a] > score[b];
    }
}
