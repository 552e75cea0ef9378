package org.gridpuzzle.application.port.in.floodit;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** Exact Fixed and beam search side by side on a public board set with known optima. */
public interface BenchmarkFloodItUseCase {

    BenchmarkFloodItResult run(BenchmarkFloodItCommand command);

    /**
     * @param folder a set folder with boards.txt and optimal.txt
     * @param centre pivot at the centre cell (codegolf26232) instead of the top-left
     * @param boards how many boards (from the first)
     * @param beams beam widths to run beside the exact search (empty: none)
     * @param exactLimit time limit of one exact search
     */
    record BenchmarkFloodItCommand(Path folder, boolean centre, int boards, List<Integer> beams, boolean exact,
            Duration exactLimit) {
    }

    /** One solver over the set: total moves (-1 when a board hit the limit), time, worst board. */
    record SolverRun(String solver, long total, long optimalTotal, int unsolved, long nanos, long worstNanos,
            int worstBoard, long peakHeapBytes) {
    }

    record BenchmarkFloodItResult(int boards, List<SolverRun> runs) {
    }
}
