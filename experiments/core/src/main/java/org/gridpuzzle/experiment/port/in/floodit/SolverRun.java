package org.gridpuzzle.experiment.port.in.floodit;

import java.util.List;

/**
 * One solver over the set: total moves (-1 when a board hit the limit), wall time of the whole set on
 * {@code threads} threads, worst board, peak heap, and every board's own figures.
 */
public record SolverRun(String solver, long total, long optimalTotal, int unsolved, long nanos, long worstNanos,
        int worstBoard, long peakHeapBytes, int threads, List<BoardRun> perBoard) {

    public SolverRun {
        perBoard = List.copyOf(perBoard);
    }

    /** The sum of the boards' own search times (the wall time on one thread). */
    public long boardNanos() {
        return perBoard.stream().mapToLong(BoardRun::nanos).sum();
    }

    /** The most memory one board's search took. */
    public long worstMemoryBytes() {
        return perBoard.stream().mapToLong(BoardRun::memoryBytes).max().orElse(0);
    }
}
