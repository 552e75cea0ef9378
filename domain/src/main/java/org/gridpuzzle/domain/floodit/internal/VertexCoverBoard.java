package org.gridpuzzle.domain.floodit.internal;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.floodit.internal.tworow.TwoRowBoard;

/**
 * The board B_G of Meeks and Scott's reduction from Vertex Cover (Section 4): G has a vertex cover of at
 * most k vertices iff B_G floods (Free) in N + k moves, N = m·r + 2m − 1, r = 2m + |V|.
 * <p>
 * One gadget G_e per edge e = uv, side by side; G_e is 2r + 6 columns: r one-colour columns x_r .. x_1
 * (colours only this gadget uses), the core G'_e, and x_1 .. x_r again. The paper's figures did not
 * survive in our copy, so the core is rebuilt from the text: six columns holding two path components
 * and two single-square islands on the bottom edge,
 * <pre>
 *   top:     A A A B B B
 *   bottom:  A v A B u B      A has colour u, B colour v; the islands are v (under A) and u (under B)
 * </pre>
 * so that one move (A to v, or B to u) makes the core one colour except one island of the endpoint's
 * colour, the island under the other component is the only other cell of that colour in the gadget, and
 * the path across the board meets 2r + 2 components per gadget, as the proof of Lemma 4.4 counts.
 * n = m(2r + 6) = 2m(2m + |V| + 3). Vertex v has colour v; x_i of edge e has colour |V| + e·r + i − 1.
 */
public final class VertexCoverBoard {

    /** 2^27 cells: half a gigabyte of cell arrays, far beyond any board a solver here can judge. */
    public static final long MAX_CELLS = 1L << 27;

    private final int vertices;
    private final List<int[]> edges;
    private final int r;
    private final TwoRowBoard board;

    public VertexCoverBoard(int vertices, List<int[]> edges) {
        if (edges.isEmpty()) {
            throw new IllegalArgumentException("the reduction needs at least one edge");
        }
        for (int[] e : edges) {
            if (e[0] == e[1] || e[0] < 0 || e[1] < 0 || e[0] >= vertices || e[1] >= vertices) {
                throw new IllegalArgumentException("edge " + e[0] + "-" + e[1] + " is not an edge of " + vertices
                        + " vertices");
            }
        }
        long cellCount = 2L * edges.size() * (2L * (2L * edges.size() + vertices) + 6);
        if (cellCount > MAX_CELLS) {
            throw new InvalidModelException("the board of a graph with " + vertices + " vertices and " + edges.size()
                    + " edges would have " + cellCount + " cells; at most " + MAX_CELLS + " are built");
        }
        this.vertices = vertices;
        this.edges = List.copyOf(edges);
        int m = edges.size();
        this.r = 2 * m + vertices;
        int width = 2 * r + 6;
        int n = m * width;
        int[] cells = new int[2 * n];
        for (int e = 0; e < m; e++) {
            int o = e * width;
            int u = edges.get(e)[0];
            int v = edges.get(e)[1];
            for (int i = 1; i <= r; i++) {
                int x = x(e, i);
                for (int row = 0; row < 2; row++) {
                    cells[row * n + o + (r - i)] = x;
                    cells[row * n + o + r + 5 + i] = x;
                }
            }
            int core = o + r;
            int[] top = {u, u, u, v, v, v};
            int[] bottom = {u, v, u, v, u, v};
            for (int k = 0; k < 6; k++) {
                cells[core + k] = top[k];
                cells[n + core + k] = bottom[k];
            }
        }
        this.board = new TwoRowBoard(n, cells, vertices + m * r);
    }

    public TwoRowBoard board() {
        return board;
    }

    /** N: B_G floods in N + k moves exactly when G has a vertex cover of k vertices. */
    public int baseMoves() {
        int m = edges.size();
        return m * r + 2 * m - 1;
    }

    public int r() {
        return r;
    }

    private int x(int edge, int i) {
        return vertices + edge * r + i - 1;
    }

    /**
     * The flooding of Lemma 4.2 for a vertex cover: per gadget one move that leaves the island of a cover
     * vertex, r moves through x_1 .. x_r, then m − 1 moves joining the gadgets, then one move per cover
     * colour still on an island. At most N + |cover| moves.
     */
    public List<Move> strategy(Set<Integer> cover) {
        int m = edges.size();
        int n = board.columns();
        int width = 2 * r + 6;
        List<Move> moves = new ArrayList<>();
        Set<Integer> left = new LinkedHashSet<>();
        for (int e = 0; e < m; e++) {
            int u = edges.get(e)[0];
            int v = edges.get(e)[1];
            if (!cover.contains(u) && !cover.contains(v)) {
                throw new IllegalArgumentException("not a vertex cover: edge " + u + "-" + v + " is uncovered");
            }
            int a = e * width + r; // a top cell of component A
            if (cover.contains(u)) {
                moves.add(new Move(a, v)); // A joins B and the v island; the u island stays
                left.add(u);
            } else {
                moves.add(new Move(a + 3, u)); // B joins A and the u island; the v island stays
                left.add(v);
            }
            for (int i = 1; i <= r; i++) {
                moves.add(new Move(a, x(e, i)));
            }
        }
        for (int e = 1; e < m; e++) {
            moves.add(new Move(r, x(e, r))); // the joined gadgets 0..e-1 take gadget e's outer colour
        }
        for (int colour : left) {
            moves.add(new Move(r, colour));
        }
        return moves;
    }

    /** The least vertex cover size, by trying every subset (small graphs). */
    public static int minimumCover(int vertices, List<int[]> edges) {
        int best = vertices;
        for (int mask = 0; mask < 1 << vertices; mask++) {
            boolean covers = true;
            for (int[] e : edges) {
                covers &= (mask >>> e[0] & 1) != 0 || (mask >>> e[1] & 1) != 0;
            }
            if (covers) {
                best = Math.min(best, Integer.bitCount(mask));
            }
        }
        return best;
    }

    @Override
    public String toString() {
        return "B_G for " + vertices + " vertices and " + edges.size() + " edges (n = " + board.columns() + ")";
    }
}
