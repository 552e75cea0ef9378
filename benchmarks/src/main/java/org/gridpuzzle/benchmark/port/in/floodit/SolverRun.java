package org.gridpuzzle.benchmark.port.in.floodit;

/** One solver over the set: total moves (-1 when a board hit the limit), time, worst board, peak heap. */
public record SolverRun(String solver, long total, long optimalTotal, int unsolved, long nanos, long worstNanos,
        int worstBoard, long peakHeapBytes) {
}

