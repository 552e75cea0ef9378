package org.gridpuzzle.experiment.port.in.reachability;

import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * @param sizeSides grid sides for the size table (open n×n grids)
 * @param timeSides grid sides for the timing runs
 * @param solvers back-end specs to compare ({@code sat4j}, {@code "cadical -q"}...)
 * @param wallRate the share of walls in the timed grids
 * @param cancelled checked between measured runs and inside them; a run it stops ends the benchmark
 */
public record BenchmarkReachabilityCommand(List<Integer> sizeSides, List<Integer> timeSides, List<String> solvers,
        Duration timeout, double wallRate,
        BooleanSupplier cancelled) {

    public BenchmarkReachabilityCommand {
        cancelled = cancelled == null ? () -> false : cancelled;
        sizeSides = List.copyOf(sizeSides);
        timeSides = List.copyOf(timeSides);
        solvers = List.copyOf(solvers);
    }

    /** Without a cancellation flag: runs to the end. */
    public BenchmarkReachabilityCommand(List<Integer> sizeSides, List<Integer> timeSides, List<String> solvers,
        Duration timeout, double wallRate) {
        this(sizeSides, timeSides, solvers, timeout, wallRate, null);
    }
}
