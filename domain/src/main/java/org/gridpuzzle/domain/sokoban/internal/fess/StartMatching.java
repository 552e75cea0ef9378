package org.gridpuzzle.domain.sokoban.internal.fess;

import java.util.Arrays;

/**
 * The backward search's cut: the boxes on the board must each be given a start square not used yet from which a lone
 * box can be pushed onto its square (a relaxation of the game, so no position that could finish is cut). A matching
 * is kept per position and repaired from its parent's: only the moved box, and a box whose start was just taken
 * home, are matched again (Kuhn's augmenting paths).
 */
final class StartMatching {

    private final int words;
    final int[] starts;
    /** Per cell: its number among the starts, or −1. */
    private final int[] startIndex;
    /** pushable[s]: the cells a lone box from start s can be pushed onto, as a bitset. */
    private final long[][] pushable;
    /** Test hook: a start may take any number of boxes (the mutation the tests catch). */
    private final boolean reuse;
    private final FloodMarks marks;

    StartMatching(PlanFloor floor, FloodMarks marks, long[][] pushable, int[] starts, boolean reuse) {
        this.words = (floor.floors + 63) >>> 6;
        this.marks = marks;
        this.starts = starts;
        this.pushable = pushable;
        this.reuse = reuse;
        this.startIndex = new int[floor.floors];
        Arrays.fill(startIndex, -1);
        for (int s = 0; s < starts.length; s++) {
            startIndex[starts[s]] = s;
        }
    }

    /** Whether cell x is a start square not used yet in the position {@code key}. */
    boolean free(long[] key, int x) {
        int s = startIndex[x];
        return s >= 0 && (reuse || (key[words + (s >>> 6)] & 1L << s) == 0);
    }

    /** Marks start square x used in {@code key}. */
    void use(long[] key, int x) {
        int s = startIndex[x];
        key[words + (s >>> 6)] |= 1L << s;
    }

    /** A matching of a root's boxes (per start, the cell of the box it serves, or −1), or null when none exists. */
    int[] root(long[] key, int cells) {
        int[] match = new int[starts.length];
        Arrays.fill(match, -1);
        int[] loose = new int[cells];
        int n = 0;
        for (int x = 0; x < cells; x++) {
            if ((key[x >>> 6] >>> x & 1) != 0) {
                loose[n++] = x;
            }
        }
        return complete(match, loose, n, key);
    }

    /**
     * The matching of a position {@code key} made from one whose matching is {@code parent} by the box on
     * {@code from} going to {@code to} (taken off the board there when {@code home}), or null when none exists.
     */
    int[] child(int[] parent, long[] key, int from, int to, boolean home) {
        int[] match = parent.clone();
        int[] loose = new int[2];
        int n = 0;
        for (int j = 0; j < match.length; j++) {
            if (match[j] == from) {
                match[j] = -1;
                if (!home && reaches(j, to)) {
                    match[j] = to; // the same start still serves it
                } else if (!home) {
                    loose[n++] = to;
                }
            }
        }
        if (home) {
            int t = startIndex[to];
            if (match[t] >= 0 && match[t] != from) {
                loose[n++] = match[t];
            }
            match[t] = -1;
        }
        return complete(match, loose, n, key);
    }

    private int[] complete(int[] match, int[] loose, int n, long[] key) {
        if (reuse) {
            return match; // the mutation: starts are not shared out
        }
        for (int i = 0; i < n; i++) {
            if (!augment(loose[i], key, match, new boolean[starts.length])) {
                return null;
            }
        }
        return match;
    }

    private boolean reaches(int start, int cell) {
        return (pushable[start][cell >>> 6] >>> cell & 1) != 0;
    }

    private boolean augment(int x, long[] key, int[] match, boolean[] tried) {
        for (int j = 0; j < starts.length; j++) {
            marks.work++;
            if (tried[j] || (key[words + (j >>> 6)] & 1L << j) != 0 || !reaches(j, x)) {
                continue;
            }
            tried[j] = true;
            if (match[j] < 0 || augment(match[j], key, match, tried)) {
                match[j] = x;
                return true;
            }
        }
        return false;
    }
}
