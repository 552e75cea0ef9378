package org.gridpuzzle.domain.sokoban.internal;

import java.util.Arrays;

/**
 * Which sides of a lone box the player can walk between, and which side a player standing on a cell is on: the answers
 * a flood per box cell gave (the square of the floor in time, and a byte per box cell and player cell: 262 MB and
 * seconds on a one-wide maze of 16,199 cells), read off one depth-first search of the floor instead (Tarjan's low
 * points), linear in time and memory.
 * <p>
 * Two neighbours of a cell b stay connected without b exactly when their edges to b lie in the same block (biconnected
 * part) of the floor graph, so a side is labelled by its edge's block. A player on c (not b) is, with b blocked, in the
 * part of the subtree of the depth-first child of b above c when that child's subtree reaches no higher than b, and
 * otherwise in the part holding b's parent.
 */
final class PlayerSides {

    private final int[] nx;
    /** Preorder time (from 0) and the last preorder time in the cell's subtree. */
    private final int[] time;
    private final int[] last;
    /** The depth-first parent (−1: a root), and the root of the cell's connected part. */
    private final int[] parent;
    private final int[] root;
    /** The block of the tree edge from a cell's parent into it, named by a cell (a root's is itself). */
    private final int[] block;
    /** The direction from a cell to its parent (−1: a root). */
    private final byte[] up;

    /** The depth-first search over the neighbour table {@code nx} (index {@code 4·cell + direction}, −1: a wall). */
    PlayerSides(int floors, int[] nx) {
        this.nx = nx;
        time = new int[floors];
        last = new int[floors];
        parent = new int[floors];
        root = new int[floors];
        block = new int[floors];
        up = new byte[floors];
        int[] low = new int[floors];
        int[] byTime = new int[floors];
        int[] stack = new int[floors];
        byte[] next = new byte[floors];
        Arrays.fill(time, -1);
        int clock = 0;
        for (int r = 0; r < floors; r++) {
            if (time[r] >= 0) {
                continue;
            }
            int first = clock;
            int top = 0;
            time[r] = low[r] = clock;
            byTime[clock++] = r;
            parent[r] = -1;
            up[r] = -1;
            stack[top++] = r;
            while (top > 0) {
                int v = stack[top - 1];
                if (next[v] < 4) {
                    int d = next[v]++;
                    int w = nx[4 * v + d];
                    if (w < 0) {
                        continue;
                    }
                    if (time[w] < 0) {
                        time[w] = low[w] = clock;
                        byTime[clock++] = w;
                        parent[w] = v;
                        up[w] = (byte) SokobanRoom.opposite(d);
                        stack[top++] = w;
                    } else if (w != parent[v]) {
                        low[v] = Math.min(low[v], time[w]);
                    }
                } else {
                    top--;
                    last[v] = clock - 1;
                    int p = parent[v];
                    if (p >= 0) {
                        low[p] = Math.min(low[p], low[v]);
                    }
                }
            }
            // in preorder, a parent's block is known before its children's
            for (int t = first; t < clock; t++) {
                int v = byTime[t];
                int p = parent[v];
                root[v] = r;
                block[v] = p < 0 || low[v] >= time[p] ? v : block[p];
            }
        }
    }

    /**
     * A label for the player's side d of a box on cell b (−1 where that neighbour is a wall): two sides of b with equal
     * labels are connected without b.
     */
    int label(int b, int d) {
        int y = nx[4 * b + d];
        if (y < 0) {
            return -1;
        }
        if (parent[y] == b) {
            return block[y];
        }
        if (parent[b] == y) {
            return block[b];
        }
        return time[y] < time[b] ? block[b] : block[y]; // an edge back to an ancestor, or from a descendant
    }

    /** A side of b the player on c reaches with a lone box on b (one of those with the same label), or −1. */
    int side(int b, int c) {
        if (c == b || root[c] != root[b]) {
            return -1;
        }
        int t = time[c];
        if (t > time[b] && t <= last[b]) {
            for (int d = 0; d < 4; d++) {
                int w = nx[4 * b + d];
                if (w >= 0 && parent[w] == b && t >= time[w] && t <= last[w]) {
                    return block[w] == w ? d : up[b]; // its own part, or joined to the part above b
                }
            }
        }
        return up[b]; // outside b's subtree: the part holding b's parent
    }

    /** Bytes of a search over this many floor cells. */
    static long bytes(long floors) {
        return 22 * floors;
    }
}
