package org.gridpuzzle.experiment.service.experiment;

import java.util.ArrayDeque;
import java.util.List;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.GridMap;
import org.gridpuzzle.domain.reachability.MarkedGridMap;

/** The runner's own check of a reachability answer: a path walked step by step, a "no path" by breadth-first search. */
final class ReachabilityCheck {

    private static final int[][] STEPS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

    private ReachabilityCheck() {
    }

    /** Positions as a job writes them: "row,col" separated by blanks. */
    static String write(List<Position> path) {
        StringBuilder sb = new StringBuilder();
        for (Position p : path) {
            sb.append(sb.length() == 0 ? "" : " ").append(p.row()).append(',').append(p.col());
        }
        return sb.toString();
    }

    /** Null when the path goes from S to T through open cells, one orthogonal step at a time; else what is wrong. */
    static String path(MarkedGridMap m, String answer, Long value) {
        if (answer.isBlank()) {
            return "solved without a path to check"; // a path holds S at least
        }
        String[] cells = answer.trim().split(" +");
        Position previous = null;
        GridMap map = m.map();
        for (int i = 0; i < cells.length; i++) {
            Position p = parse(cells[i]);
            if (!map.shape().contains(p) || !map.isOpen(p)) {
                return "the path's cell " + (i + 1) + " (" + p.label() + ") is not an open cell";
            }
            if (previous != null && Math.abs(p.row() - previous.row()) + Math.abs(p.col() - previous.col()) != 1) {
                return "the path jumps from " + previous.label() + " to " + p.label();
            }
            previous = p;
        }
        Position first = parse(cells[0]);
        if (m.source().isPresent() && !m.source().get().equals(first)) {
            return "the path starts at " + first.label() + ", not at S";
        }
        if (m.target().isPresent() && !m.target().get().equals(previous)) {
            return "the path ends at " + previous.label() + ", not at T";
        }
        if (value != null && value != cells.length) {
            return "the path has " + cells.length + " cells, not " + value;
        }
        return null;
    }

    /** Null when no path joins S and T; else the length of the one found. */
    static String unreachable(MarkedGridMap m) {
        if (m.source().isEmpty() || m.target().isEmpty()) {
            return null;
        }
        GridMap map = m.map();
        GridShape shape = map.shape();
        int[] dist = new int[shape.size()];
        java.util.Arrays.fill(dist, -1);
        ArrayDeque<Position> queue = new ArrayDeque<>();
        queue.add(m.source().get());
        dist[shape.index(m.source().get())] = 1;
        while (!queue.isEmpty()) {
            Position p = queue.poll();
            if (p.equals(m.target().get())) {
                return "answered 'no path', but one of " + dist[shape.index(p)] + " cells joins S and T";
            }
            for (int[] s : STEPS) {
                int r = p.row() + s[0];
                int c = p.col() + s[1];
                if (shape.contains(r, c) && dist[shape.index(r, c)] < 0 && map.isOpen(Position.of(r, c))) {
                    dist[shape.index(r, c)] = dist[shape.index(p)] + 1;
                    queue.add(Position.of(r, c));
                }
            }
        }
        return null;
    }

    private static Position parse(String cell) {
        String[] rc = cell.split(",");
        return Position.of(Integer.parseInt(rc[0]), Integer.parseInt(rc[1]));
    }
}
