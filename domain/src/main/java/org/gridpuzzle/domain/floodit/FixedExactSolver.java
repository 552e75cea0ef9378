package org.gridpuzzle.domain.floodit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * Exact Fixed Flood-It by A* over flooded-component bitsets of the contracted graph, with the admissible
 * bound max(colours left, flood distance) and colour-elimination dominance (a move that removes a colour
 * completely is taken at once, which is safe). Ties prefer deeper nodes, which reach goals sooner.
 */
public final class FixedExactSolver {

    public FixedSolution solve(ColouredGraph board, int pivotVertex, Limits limits) {
        Budget budget = limits.start();
        ColouredGraph.Contraction c = board.contract();
        FixedSearchSpace space = new FixedSearchSpace(c.graph(), c.componentOf()[pivotVertex]);
        long[] start = space.start();
        int startBound = space.bound(start);
        PriorityQueue<Node> open = new PriorityQueue<>();
        Map<BitsKey, Integer> bestG = new HashMap<>();
        open.add(new Node(start, 0, startBound, null, -1));
        bestG.put(new BitsKey(start), 0);
        while (!open.isEmpty()) {
            Node n = open.poll();
            Integer known = bestG.get(new BitsKey(n.flooded));
            if (known != null && known < n.g) {
                continue;
            }
            if (space.goal(n.flooded)) {
                return new FixedSolution(colours(n), true, startBound, budget.nodes(), budget.elapsedNanos(), null);
            }
            if (!budget.node()) {
                return new FixedSolution(List.of(), false, startBound, budget.nodes(), budget.elapsedNanos(),
                        budget.stopReason());
            }
            long[] frontier = space.frontier(n.flooded);
            for (int colour : space.moves(n.flooded, frontier)) {
                long[] next = space.play(n.flooded, frontier, colour);
                BitsKey key = new BitsKey(next);
                int g = n.g + 1;
                Integer seen = bestG.get(key);
                if (seen != null && seen <= g) {
                    continue;
                }
                bestG.put(key, g);
                open.add(new Node(next, g, g + space.bound(next), n, colour));
            }
        }
        throw new IllegalStateException("the open list emptied before the board was flooded");
    }

    private static List<Integer> colours(Node n) {
        List<Integer> out = new ArrayList<>();
        for (Node x = n; x.parent != null; x = x.parent) {
            out.add(x.colour);
        }
        Collections.reverse(out);
        return out;
    }

    private static final class Node implements Comparable<Node> {
        final long[] flooded;
        final int g;
        final int f;
        final Node parent;
        final int colour;

        Node(long[] flooded, int g, int f, Node parent, int colour) {
            this.flooded = flooded;
            this.g = g;
            this.f = f;
            this.parent = parent;
            this.colour = colour;
        }

        @Override
        public int compareTo(Node o) {
            return f != o.f ? Integer.compare(f, o.f) : Integer.compare(o.g, g);
        }
    }
}
