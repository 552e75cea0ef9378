package org.gridpuzzle.domain.floodit.internal.tree;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.domain.floodit.internal.ColouredGraph;
import org.gridpuzzle.domain.grid.internal.Graph;

/**
 * Free-Flood-It on caterpillars (trees whose non-leaves form a path, the spine) in polynomial time for a
 * bounded number of leaf colours: the Meeks–Scott programme of {@code FreeTwoRowSolver} on the graph's
 * only dominating paths, the spine intervals.
 * <p>
 * By the no-leaf-moves lemma some optimal sequence plays only on spine regions; a leaf is then flooded
 * exactly when the region holding its spine vertex takes the leaf's colour. So with g(i, j, d, I) the
 * fewest moves that make the spine interval [i, j] one region of colour d, every leaf on it flooded except
 * leaves whose colour is in I (colours the region will take later):
 * <ul>
 *   <li>0 when s_i..s_j all have colour d and every leaf on them has a colour of I ∪ {d};</li>
 *   <li>else min(f1, f2): f1 = 1 + min over d' of g(i, j, d', I ∪ {d}) (the last move recolours the
 *       region); f2 = min over i ≤ k &lt; j of g(i, k, d, I) + g(k + 1, j, d, I).</li>
 * </ul>
 * I only matters through leaf colours, so it is a subset of those (2^λ values); with M(I) = min over d of
 * g(i, j, d, I), M(I) = min(min_d f2-or-base, 1 + M(I ∪ {λ}) over leaf colours λ ∉ I), which settles the
 * f1 closure in one pass from larger to smaller I. O(L³·c·2^λ) time for a spine of L vertices. A leaf at
 * either end of the spine is taken into the spine (moves there are allowed, which can only help), so the
 * two ends' leaves need no colour bits. m(G) = M(∅) on the whole spine. Checked against breadth-first
 * search over all colourings on random caterpillars.
 */
public final class CaterpillarSolver {

    private static final short INF = Short.MAX_VALUE / 4;
    /** Leaf colours beyond this would make 2^λ tables too large for a judge. */
    public static final int MAX_LEAF_COLOURS = 12;

    /** The spine in order and the leaf colours hanging off each spine vertex. */
    public record Shape(int[] spine, int[][] leafColours) {
    }

    /** The caterpillar shape of a tree, or empty when g is not a tree or its non-leaves are not a path. */
    public static Optional<Shape> shape(ColouredGraph g) {
        Graph graph = g.graph();
        int n = graph.vertexCount();
        int edges = 0;
        for (int v = 0; v < n; v++) {
            edges += graph.degree(v);
        }
        if (edges / 2 != n - 1 || !connected(graph)) {
            return Optional.empty();
        }
        List<Integer> spine = new ArrayList<>();
        boolean[] inner = new boolean[n];
        int innerCount = 0;
        for (int v = 0; v < n; v++) {
            inner[v] = graph.degree(v) >= 2;
            innerCount += inner[v] ? 1 : 0;
        }
        if (innerCount == 0) {
            for (int v = 0; v < n; v++) {
                spine.add(v); // one vertex, or two joined by an edge
            }
        } else {
            int start = -1;
            for (int v = 0; v < n && start < 0; v++) {
                if (inner[v] && innerNeighbours(graph, inner, v) <= 1) {
                    start = v;
                }
            }
            if (start < 0) {
                return Optional.empty();
            }
            int prev = -1;
            for (int v = start; v >= 0;) {
                if (innerNeighbours(graph, inner, v) > 2) {
                    return Optional.empty();
                }
                spine.add(v);
                int next = -1;
                for (int k = 0; k < graph.degree(v); k++) {
                    int w = graph.neighbour(v, k);
                    if (inner[w] && w != prev) {
                        next = w;
                    }
                }
                prev = v;
                v = next;
            }
            if (spine.size() != innerCount) {
                return Optional.empty();
            }
            extendByLeaf(graph, inner, spine, true);
            extendByLeaf(graph, inner, spine, false);
        }
        boolean[] onSpine = new boolean[n];
        spine.forEach(v -> onSpine[v] = true);
        int[][] leaves = new int[spine.size()][];
        for (int i = 0; i < spine.size(); i++) {
            int v = spine.get(i);
            List<Integer> colours = new ArrayList<>();
            for (int k = 0; k < graph.degree(v); k++) {
                int w = graph.neighbour(v, k);
                if (!onSpine[w]) {
                    colours.add(g.colour(w));
                }
            }
            leaves[i] = colours.stream().mapToInt(Integer::intValue).toArray();
        }
        return Optional.of(new Shape(spine.stream().mapToInt(Integer::intValue).toArray(), leaves));
    }

    private static void extendByLeaf(Graph graph, boolean[] inner, List<Integer> spine, boolean front) {
        int end = front ? spine.get(0) : spine.get(spine.size() - 1);
        for (int k = 0; k < graph.degree(end); k++) {
            int w = graph.neighbour(end, k);
            if (!inner[w] && !spine.contains(w)) {
                if (front) {
                    spine.add(0, w);
                } else {
                    spine.add(w);
                }
                return;
            }
        }
    }

    private static int innerNeighbours(Graph graph, boolean[] inner, int v) {
        int count = 0;
        for (int k = 0; k < graph.degree(v); k++) {
            count += inner[graph.neighbour(v, k)] ? 1 : 0;
        }
        return count;
    }

    private static boolean connected(Graph graph) {
        int n = graph.vertexCount();
        boolean[] seen = new boolean[n];
        int[] stack = new int[n];
        int top = 0;
        stack[top++] = 0;
        seen[0] = true;
        int count = 1;
        while (top > 0) {
            int v = stack[--top];
            for (int k = 0; k < graph.degree(v); k++) {
                int w = graph.neighbour(v, k);
                if (!seen[w]) {
                    seen[w] = true;
                    count++;
                    stack[top++] = w;
                }
            }
        }
        return count == n;
    }

    /** m(G) for a caterpillar g (as a graph of single vertices; contract a board first). */
    public int solve(ColouredGraph g) {
        Shape shape = shape(g).orElseThrow(() -> new IllegalArgumentException("not a caterpillar"));
        int palette = g.palette();
        int[] leafBit = new int[palette];
        Arrays.fill(leafBit, -1);
        int bits = 0;
        for (int[] colours : shape.leafColours()) {
            for (int c : colours) {
                if (leafBit[c] < 0) {
                    leafBit[c] = bits++;
                }
            }
        }
        if (bits > MAX_LEAF_COLOURS) {
            throw new IllegalArgumentException(bits + " leaf colours; at most " + MAX_LEAF_COLOURS);
        }
        int l = shape.spine().length;
        int sets = 1 << bits;
        int[] spineColour = new int[l];
        int[] need = new int[l]; // leaf colour bits per spine vertex
        for (int i = 0; i < l; i++) {
            spineColour[i] = g.colour(shape.spine()[i]);
            for (int c : shape.leafColours()[i]) {
                need[i] |= 1 << leafBit[c];
            }
        }
        // g[(i * l + j) * sets + I][d], stored flat
        short[] table = new short[l * l * sets * palette];
        int[] best = new int[sets];
        int[] a = new int[palette];
        for (int len = 1; len <= l; len++) {
            for (int i = 0; i + len - 1 < l; i++) {
                int j = i + len - 1;
                int mono = spineColour[i];
                int needs = 0;
                for (int k = i; k <= j; k++) {
                    if (spineColour[k] != mono) {
                        mono = -1;
                    }
                    needs |= need[k];
                }
                int base = (i * l + j) * sets;
                for (int set = sets - 1; set >= 0; set--) {
                    int least = INF;
                    for (int d = 0; d < palette; d++) {
                        int value = INF;
                        int own = leafBit[d] >= 0 ? 1 << leafBit[d] : 0;
                        if (mono == d && (needs & ~set & ~own) == 0) {
                            value = 0;
                        }
                        for (int k = i; k < j && value > 0; k++) {
                            int left = table[((i * l + k) * sets + set) * palette + d];
                            int right = table[(((k + 1) * l + j) * sets + set) * palette + d];
                            value = Math.min(value, left + right);
                        }
                        a[d] = value;
                        least = Math.min(least, value);
                    }
                    for (int b = 0; b < bits; b++) {
                        if ((set >>> b & 1) == 0) {
                            least = Math.min(least, 1 + best[set | 1 << b]);
                        }
                    }
                    best[set] = least;
                    for (int d = 0; d < palette; d++) {
                        int widened = leafBit[d] >= 0 ? set | 1 << leafBit[d] : set;
                        int value = Math.min(a[d], 1 + best[widened]);
                        table[(base + set) * palette + d] = (short) Math.min(value, INF);
                    }
                }
                if (len == l) {
                    return best[0];
                }
            }
        }
        throw new IllegalStateException("empty spine");
    }
}
