package org.gridpuzzle.domain.floodit.internal.tworow;

import java.util.ArrayList;
import java.util.List;

/**
 * The part B[b1, b2] of a 2×n board between two borders. A border is fixed by where it meets the top
 * edge (t: the top-row cells left of it are those with col < t) and the bottom edge (u); the section
 * holds top-row cells [t1, t2) and bottom-row cells [u1, u2). It is a section when connected: one row
 * alone, or both rows sharing a column.
 */
record Section(int t1, int u1, int t2, int u2) {

    static final int TOP = 0;
    static final int BOTTOM = 1;

    boolean valid() {
        boolean top = t1 < t2;
        boolean bottom = u1 < u2;
        if (t1 > t2 || u1 > u2 || !(top || bottom)) {
            return false;
        }
        return !top || !bottom || Math.max(t1, u1) < Math.min(t2, u2);
    }

    int size() {
        return (t2 - t1) + (u2 - u1);
    }

    boolean contains(int row, int col) {
        return row == TOP ? t1 <= col && col < t2 : u1 <= col && col < u2;
    }

    /** Section cells on the left border: those with an edge on it. Encoded as row * 4096 + col. */
    List<Integer> leftIncident() {
        List<Integer> out = new ArrayList<>();
        if (t1 <= u1) {
            for (int j = t1; j < Math.min(Math.max(u1, t1 + 1), t2); j++) {
                out.add(encode(TOP, j));
            }
        }
        if (u1 <= t1) {
            for (int j = u1; j < Math.min(Math.max(t1, u1 + 1), u2); j++) {
                out.add(encode(BOTTOM, j));
            }
        }
        if (t1 < u1 && u1 < u2) {
            out.add(encode(BOTTOM, u1));
        }
        if (u1 < t1 && t1 < t2) {
            out.add(encode(TOP, t1));
        }
        return out;
    }

    /** Section cells on the right border. */
    List<Integer> rightIncident() {
        List<Integer> out = new ArrayList<>();
        if (t2 >= u2) {
            for (int j = Math.max(Math.min(u2, t2 - 1), t1); j < t2; j++) {
                out.add(encode(TOP, j));
            }
        }
        if (u2 >= t2) {
            for (int j = Math.max(Math.min(t2, u2 - 1), u1); j < u2; j++) {
                out.add(encode(BOTTOM, j));
            }
        }
        if (t2 < u2 && t2 - 1 >= t1) {
            out.add(encode(TOP, t2 - 1));
        }
        if (u2 < t2 && u2 - 1 >= u1) {
            out.add(encode(BOTTOM, u2 - 1));
        }
        return out;
    }

    static int encode(int row, int col) {
        return row * 4096 + col;
    }

    static int row(int code) {
        return code / 4096;
    }

    static int col(int code) {
        return code % 4096;
    }
}
