package org.gridpuzzle.domain.sokoban.internal.fess;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A synthetic {@link FessGame} on an explicit graph, for the engine's tests: states are ints, each listed edge says
 * its child, the child's cell, the move's weight, score and advisor, and whether the lazy test refuses it. Cells
 * compare as ints, higher is better. With {@link #endless}, a state with no edges of its own gets two fresh children
 * in the worst cell (which stay in their ancestor's cell), so cells never run dry. Every call of {@link #play} is kept.
 */
final class GraphGame implements FessGame {

    static final int WORST = Integer.MIN_VALUE;

    record Edge(int child, int cell, int weight, long score, int advisor, boolean dead) {
    }

    private record Root(int state, int cell, long score) {
    }

    final Map<Integer, List<Edge>> edges = new HashMap<>();
    final Set<Integer> goals = new HashSet<>();
    /** States ranked apart from their score ({@link #rank}); the others rank by it. */
    final Map<Integer, Long> ranks = new HashMap<>();
    final List<Integer> played = new ArrayList<>();
    private final List<Root> roots = new ArrayList<>();
    boolean endless;
    boolean listsStates;
    /** Whether cells compare by their value (true) or not at all (all equal: every node stays in its root's cell). */
    boolean cellsCompare = true;
    int playDelayMillis;
    private int fresh = 1_000_000;

    GraphGame root(int state, int cell, long score) {
        roots.add(new Root(state, cell, score));
        return this;
    }

    GraphGame edge(int from, int to, int cell, int weight, long score) {
        return edge(from, new Edge(to, cell, weight, score, NO_ADVISOR, false));
    }

    GraphGame edge(int from, Edge e) {
        edges.computeIfAbsent(from, k -> new ArrayList<>()).add(e);
        return this;
    }

    /** A state with no moves (a dead end when listed). */
    GraphGame leaf(int state) {
        edges.computeIfAbsent(state, k -> new ArrayList<>());
        return this;
    }

    GraphGame goal(int state) {
        goals.add(state);
        return this;
    }

    @Override
    public void roots(RootSink sink) {
        for (Root r : roots) {
            sink.root(r.state, r.cell, r.score);
        }
    }

    @Override
    public void listMoves(int state, MoveSink sink) {
        List<Edge> list = edges.get(state);
        if (list == null && endless) {
            list = List.of(new Edge(fresh++, WORST, 1, 0, NO_ADVISOR, false),
                    new Edge(fresh++, WORST, 1, 0, NO_ADVISOR, false));
            edges.put(state, list);
        }
        if (list != null) {
            for (Edge e : list) {
                sink.move(e.child, e.cell, e.weight, e.score, e.advisor);
            }
        }
    }

    @Override
    public int play(int state, int child) {
        played.add(child);
        if (playDelayMillis > 0) {
            long until = System.nanoTime() + playDelayMillis * 1_000_000L;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        }
        for (Edge e : edges.get(state)) {
            if (e.child == child) {
                return e.dead ? DEAD : child;
            }
        }
        throw new IllegalStateException("no move " + state + " -> " + child);
    }

    @Override
    public boolean solved(int state) {
        return goals.contains(state);
    }

    @Override
    public long rank(int state, long score) {
        return ranks.getOrDefault(state, score);
    }

    @Override
    public int compareCells(int a, int b) {
        return cellsCompare ? Integer.compare(a, b) : 0;
    }

    @Override
    public boolean listsStates() {
        return listsStates;
    }
}
