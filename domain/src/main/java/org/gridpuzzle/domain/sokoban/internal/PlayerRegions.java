package org.gridpuzzle.domain.sokoban.internal;

/**
 * The player's region after a push, from the parent's region instead of a flood fill per child. Pushing box b one
 * cell along d to t frees b and fills t; the player stands on b. When t is outside the parent's region R, or inside it
 * but not a cut cell of R (its removal leaves R connected), the child's region is R without t, with b, and nothing
 * else, provided b's two side cells are walls, boxes or in R (else a region beyond b joins, and the caller floods).
 * One depth-first pass per parent (Tarjan's low points) finds R's cut cells and its two smallest cells, which name
 * the child's region as the search names regions: by their smallest cell.
 */
final class PlayerRegions {

    /** Returned when the parent's region does not decide the child's: flood fill it. */
    static final int UNKNOWN = -1;

    private final SokobanRoom room;
    private final int[] visited;
    private final int[] cut;
    private final int[] disc;
    private final int[] low;
    private final int[] stackCell;
    private final int[] stackDirection;
    private final int[] parentOf;
    private int pass;
    private boolean countKept;
    private int least;
    private int second;

    PlayerRegions(SokobanRoom room) {
        this.room = room;
        int n = room.floors;
        visited = new int[n];
        cut = new int[n];
        disc = new int[n];
        low = new int[n];
        stackCell = new int[n];
        stackDirection = new int[n];
        parentOf = new int[n];
    }

    /**
     * Learns the parent's region: the free cells ({@code occupied} 0) reached from {@code root}, which it also marks
     * with {@code stamp} in {@code marks}, as a flood fill would (one pass does both).
     */
    void parent(int root, byte[] occupied, int[] marks, int stamp) {
        pass++;
        int time = 0;
        int top = 0;
        int rootChildren = 0;
        least = Integer.MAX_VALUE;
        second = Integer.MAX_VALUE;
        visited[root] = pass;
        marks[root] = stamp;
        disc[root] = low[root] = ++time;
        parentOf[root] = -1;
        note(root);
        stackCell[top] = root;
        stackDirection[top++] = 0;
        while (top > 0) {
            int v = stackCell[top - 1];
            if (stackDirection[top - 1] < 4) {
                int w = room.step(v, stackDirection[top - 1]++);
                if (w < 0 || occupied[w] != 0) {
                    continue;
                }
                if (visited[w] != pass) {
                    visited[w] = pass;
                    marks[w] = stamp;
                    disc[w] = low[w] = ++time;
                    parentOf[w] = v;
                    note(w);
                    rootChildren += v == root ? 1 : 0;
                    stackCell[top] = w;
                    stackDirection[top++] = 0;
                } else if (w != parentOf[v]) {
                    low[v] = Math.min(low[v], disc[w]);
                }
            } else {
                top--;
                int p = parentOf[v];
                if (p >= 0) {
                    low[p] = Math.min(low[p], low[v]);
                    if (p != root && low[v] >= disc[p]) {
                        cut[p] = pass;
                    }
                }
            }
        }
        if (rootChildren > 1) {
            cut[root] = pass;
        }
    }

    private void note(int cell) {
        if (cell < least) {
            second = least;
            least = cell;
        } else if (cell < second) {
            second = cell;
        }
    }

    /**
     * The smallest cell of the child's region after box b is pushed one cell along d (the player on b), or
     * {@link #UNKNOWN}; {@code occupied} is the boxes before or after the push (only b's side cells are read, and the
     * push changes neither).
     */
    int child(int b, int d, byte[] occupied) {
        countKept = false;
        int to = room.step(b, d);
        for (int side = 1; side <= 3; side += 2) {
            int s = room.step(b, (d + side) & 3);
            if (s >= 0 && occupied[s] == 0 && visited[s] != pass) {
                return UNKNOWN; // a region beyond b joins the player's
            }
        }
        if (visited[to] != pass) {
            return Math.min(least, b);
        }
        if (cut[to] == pass) {
            return UNKNOWN; // filling t cuts the region in parts
        }
        countKept = true;
        return Math.min(to == least ? second : least, b);
    }

    /**
     * Whether the last {@link #child} found t inside the parent's region and not a cut cell of it: then the push
     * changed that region only and kept it one piece, so the floor has as many regions as before it.
     */
    boolean regionCountKept() {
        return countKept;
    }
}
