package org.gridpuzzle.domain.floodit.internal.twocolour;

import org.gridpuzzle.domain.floodit.internal.Contraction;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.gridpuzzle.domain.floodit.internal.ColouredGraph;
import org.gridpuzzle.domain.floodit.internal.FreeSolution;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.grid.internal.Graph;

/**
 * Free-Flood-It with two colours on any connected graph, in polynomial time. After contraction the two
 * colours alternate along every edge, so a move at a component merges it with all its neighbours: the
 * contracted graph loses one closed neighbourhood, which lowers every eccentricity by at most one. Hence
 * m(G) is the radius of the contracted graph, reached by playing at a centre. Playing e(v) moves at v
 * ends in v's colour when e(v) is even and in the other colour when it is odd, so
 * m(G, d) = min over v of e(v) + [that colour ≠ d]. One breadth-first search per component: O(V·E).
 */
public final class TwoColourSolver {

    /** m(G, d) and an optimal sequence for both colours (palette 2, colours 0 and 1). */
    public List<FreeSolution> solveAll(ColouredGraph board) {
        if (board.palette() != 2) {
            throw new IllegalArgumentException("the two-colour solver needs a palette of exactly two colours, got "
                    + board.palette());
        }
        Contraction c = board.contract();
        ColouredGraph h = c.graph();
        int n = h.vertexCount();
        int[] eccentricity = eccentricities(h.graph());
        int[] representative = new int[n];
        for (int v = board.vertexCount() - 1; v >= 0; v--) {
            representative[c.component(v)] = v;
        }
        List<FreeSolution> out = new ArrayList<>();
        for (int d = 0; d < 2; d++) {
            int bestVertex = -1;
            int bestLength = Integer.MAX_VALUE;
            for (int v = 0; v < n; v++) {
                int length = eccentricity[v] + (finalColour(h.colour(v), eccentricity[v]) == d ? 0 : 1);
                if (length < bestLength) {
                    bestLength = length;
                    bestVertex = v;
                }
            }
            List<Move> moves = new ArrayList<>();
            int colour = h.colour(bestVertex);
            for (int i = 0; i < eccentricity[bestVertex]; i++) {
                colour = 1 - colour;
                moves.add(new Move(representative[bestVertex], colour));
            }
            if (colour != d) {
                moves.add(new Move(representative[bestVertex], d));
            }
            out.add(new FreeSolution(d, moves));
        }
        return out;
    }

    private static int finalColour(int start, int moves) {
        return moves % 2 == 0 ? start : 1 - start;
    }

    private static int[] eccentricities(Graph g) {
        int n = g.vertexCount();
        int[] ecc = new int[n];
        int[] dist = new int[n];
        int[] queue = new int[n];
        for (int s = 0; s < n; s++) {
            Arrays.fill(dist, -1);
            int head = 0;
            int tail = 0;
            dist[s] = 0;
            queue[tail++] = s;
            while (head < tail) {
                int v = queue[head++];
                ecc[s] = Math.max(ecc[s], dist[v]);
                for (int k = g.start(v); k < g.end(v); k++) {
                    int w = g.target(k);
                    if (dist[w] < 0) {
                        dist[w] = dist[v] + 1;
                        queue[tail++] = w;
                    }
                }
            }
            if (tail != n) {
                throw new IllegalArgumentException("the graph is not connected");
            }
        }
        return ecc;
    }
}
