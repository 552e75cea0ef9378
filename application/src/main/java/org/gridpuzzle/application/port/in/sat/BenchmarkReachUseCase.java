package org.gridpuzzle.application.port.in.sat;

import java.time.Duration;
import java.util.List;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sat.SatStatus;

/** Encoding sizes on open grids, and solvers timed side by side on the three encodings over growing grids. */
public interface BenchmarkReachUseCase {

    BenchmarkReachResult run(BenchmarkReachCommand command);

    /**
     * @param sizeSides grid sides for the size table (open n×n grids)
     * @param timeSides grid sides for the timing runs
     * @param solvers back-end specs to compare ({@code sat4j}, {@code "cadical -q"}...)
     */
    record BenchmarkReachCommand(List<Integer> sizeSides, List<Integer> timeSides, List<String> solvers, Duration timeout,
            double wallRate) {
    }

    record SizeRow(int side, EncodingKind encoding, int vertices, int edges, int variables, long clauses) {
    }

    /** One solve: encode + solve wall time; status UNKNOWN on timeout. */
    record TimeRow(int side, EncodingKind encoding, String solver, SatStatus status, long variables, long clauses,
            long nanos) {
    }

    record BenchmarkReachResult(List<SizeRow> sizes, List<TimeRow> times) {
    }
}
