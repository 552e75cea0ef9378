package org.gridpuzzle.benchmark.port.in.reachability;

import java.time.Duration;
import java.util.List;

/**
 * @param sizeSides grid sides for the size table (open n×n grids)
 * @param timeSides grid sides for the timing runs
 * @param solvers back-end specs to compare ({@code sat4j}, {@code "cadical -q"}...)
 * @param wallRate the share of walls in the timed grids
 */
public record BenchmarkReachabilityCommand(List<Integer> sizeSides, List<Integer> timeSides, List<String> solvers,
        Duration timeout, double wallRate) {

    public BenchmarkReachabilityCommand {
        sizeSides = List.copyOf(sizeSides);
        timeSides = List.copyOf(timeSides);
        solvers = List.copyOf(solvers);
    }
}

