package org.gridpuzzle.domain.sokoban.internal;

/**
 * The free floor around one cell as a depth-first tree with low links (Hopcroft and Tarjan's cut vertices): once built,
 * whether two free cells stay connected when a box stands on a third takes a few comparisons, where a flood of the
 * floor took time linear in it. A box pushed about while the others stand still ({@link BoxPaths}) and the positions
 * one box's moves lead to ({@link ForwardFeatures}) ask this for every place of the box: one flood per box, not one
 * per place.
 */
final class LiftedFloor {

    private final SokobanRoom room;
    private final int[] visit;
    private final int[] disc;
    private final int[] low;
    private final int[] size;
    private final int[] parentOf;
    private final int[] stack;
    private final int[] next;
    private int stamp;

    LiftedFloor(SokobanRoom room) {
        this.room = room;
        int n = room.floors;
        visit = new int[n];
        disc = new int[n];
        low = new int[n];
        size = new int[n];
        parentOf = new int[n];
        stack = new int[n];
        next = new int[n];
    }

    /** Builds the tree of the free floor ({@code occupied} 0) connected to free cell {@code root}. */
    void build(byte[] occupied, int root) {
        if (stamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(visit, 0);
            stamp = 0;
        }
        stamp++;
        int time = 0;
        int top = 0;
        visit[root] = stamp;
        disc[root] = low[root] = time++;
        parentOf[root] = -1;
        next[root] = 0;
        stack[top++] = root;
        while (top > 0) {
            int v = stack[top - 1];
            if (next[v] < 4) {
                int y = room.step(v, next[v]++);
                if (y < 0 || occupied[y] != 0) {
                    continue;
                }
                if (visit[y] != stamp) {
                    visit[y] = stamp;
                    disc[y] = low[y] = time++;
                    parentOf[y] = v;
                    next[y] = 0;
                    stack[top++] = y;
                } else if (y != parentOf[v]) {
                    low[v] = Math.min(low[v], disc[y]);
                }
            } else {
                top--;
                size[v] = time - disc[v];
                int p = parentOf[v];
                if (p >= 0) {
                    low[p] = Math.min(low[p], low[v]);
                }
            }
        }
    }

    /** Whether free cell x is connected to the root (before any box is put down). */
    boolean reached(int x) {
        return visit[x] == stamp;
    }

    /**
     * Whether cells x and y, both {@link #reached}, stay connected with a box on v (reached too, neither x nor y):
     * each is in the part v cuts off beneath it, or both in the rest.
     */
    boolean connectedWithout(int v, int x, int y) {
        return part(v, x) == part(v, y);
    }

    /**
     * The part x lies in with a box on v (both {@link #reached}, x not v): the child of v whose subtree holds x when v
     * cuts that subtree off from the rest, else −1 (the rest).
     */
    int part(int v, int x) {
        int dx = disc[x];
        int dv = disc[v];
        if (dx < dv || dx >= dv + size[v]) {
            return -1; // not beneath v
        }
        for (int d = 0; d < 4; d++) {
            int ch = room.step(v, d);
            if (ch >= 0 && visit[ch] == stamp && parentOf[ch] == v && disc[ch] <= dx && dx < disc[ch] + size[ch]) {
                return low[ch] >= dv ? ch : -1;
            }
        }
        return -1;
    }
}
