package org.gridpuzzle.application.port.in.floodit;

import java.time.Duration;
import java.util.List;

/** The 2×n Free programme against the exhaustive search and the general exact solver as n grows. */
public interface BenchmarkTwoRowUseCase {

    BenchmarkTwoRowResult run(BenchmarkTwoRowCommand command);

    /**
     * @param colours the palettes to try (one random board per n and palette)
     * @param maxColumns the largest n
     * @param limit time limit of one solve; a solver that exceeds it is not run on larger n
     */
    record BenchmarkTwoRowCommand(List<Integer> colours, int maxColumns, Duration limit, long seed) {
    }

    /** One solver on one board: milliseconds (negative when over the limit), moves, peak heap sampled after. */
    record Cell(double millis, int moves) {
        public boolean overLimit() {
            return millis < 0;
        }
    }

    /** One board: n, colours, and the three solvers (null: not run, beyond its reach). */
    record Row(int colours, int columns, Cell programme, Cell exhaustive, Cell search, long programmeHeapBytes) {
    }

    /**
     * @param reach per palette: the largest n each solver finished within the limit (programme, exhaustive,
     *              search), and the fitted exponent k of time ~ n^k for the programme
     */
    record BenchmarkTwoRowResult(List<Row> rows, List<Reach> reach) {
    }

    record Reach(int colours, int programme, int exhaustive, int search, double exponent) {
    }
}
