package org.gridpuzzle.format.floodit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.gridpuzzle.domain.floodit.SimpleGraph;
import org.gridpuzzle.format.AsciiNumbers;
import org.gridpuzzle.format.ControlCharacters;
import org.gridpuzzle.format.FormatException;

/**
 * Graphs in the DIMACS edge format: {@code c} lines are comments, one {@code p edge N M} line gives the
 * vertex and edge counts, then M lines {@code e u v} with vertices numbered 1..N. Loops and repeated
 * edges are refused.
 */
public final class DimacsGraphFormat {

    private DimacsGraphFormat() {
    }

    /**
     * Reads a graph.
     *
     * @param file the file name used in errors
     * @param text the text
     * @return the graph, its vertices numbered from 0
     * @throws FormatException at the first problem, naming line and column
     */
    public static SimpleGraph parse(String file, String text) {
        String[] lines = ControlCharacters.refuse(file, text).split("\r?\n", -1);
        int vertices = -1;
        int declaredEdges = -1;
        List<int[]> edges = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            int no = i + 1;
            if (line.isEmpty() || line.startsWith("c")) {
                continue;
            }
            String[] f = line.split("\\s+");
            if (f[0].equals("p")) {
                if (vertices >= 0) {
                    throw new FormatException(file, no, 1, "a second 'p' line");
                }
                if (f.length != 4 || !f[1].equals("edge")) {
                    throw new FormatException(file, no, 1, "expected 'p edge VERTICES EDGES'");
                }
                vertices = number(file, no, f[2], "the vertex count");
                if (vertices > MAX_VERTICES) {
                    // a Vertex-Cover board has 2m(4m + 2n + 6) cells for n vertices and m edges
                    throw new FormatException(file, no, 1, "the 'p' line declares " + vertices + " vertices; at most "
                            + MAX_VERTICES + " are accepted");
                }
                declaredEdges = number(file, no, f[3], "the edge count");
            } else if (f[0].equals("e")) {
                if (vertices < 0) {
                    throw new FormatException(file, no, 1, "an edge before the 'p edge N M' line");
                }
                if (f.length != 3) {
                    throw new FormatException(file, no, 1, "expected 'e U V'");
                }
                int u = number(file, no, f[1], "a vertex") - 1;
                int v = number(file, no, f[2], "a vertex") - 1;
                if (u < 0 || v < 0 || u >= vertices || v >= vertices) {
                    throw new FormatException(file, no, 3, "vertices are numbered 1.." + vertices);
                }
                if (u == v) {
                    throw new FormatException(file, no, 3, "a loop at vertex " + (u + 1));
                }
                if (!seen.add((long) Math.min(u, v) * vertices + Math.max(u, v))) {
                    throw new FormatException(file, no, 3, "edge " + (u + 1) + "-" + (v + 1) + " appears twice");
                }
                edges.add(new int[] {u, v});
            } else {
                throw new FormatException(file, no, 1, "unknown line type '" + f[0] + "' (expected c, p or e)");
            }
        }
        if (vertices < 0) {
            throw new FormatException(file, 1, "no 'p edge N M' line");
        }
        if (edges.size() != declaredEdges) {
            throw new FormatException(file, lines.length, "the 'p' line declares " + declaredEdges + " edges, the file has "
                    + edges.size());
        }
        return new SimpleGraph(vertices, edges);
    }

    /** Graphs are read to build boards from; far beyond this no board fits in memory. */
    public static final int MAX_VERTICES = 1 << 16;

    private static int number(String file, int line, String text, String what) {
        try {
            int n = AsciiNumbers.parseInt(text);
            if (n < 0) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new FormatException(file, line, 1, what + " must be a non-negative whole number, got '" + text + "'");
        }
    }
}
