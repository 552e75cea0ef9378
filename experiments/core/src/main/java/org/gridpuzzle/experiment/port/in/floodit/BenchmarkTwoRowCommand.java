package org.gridpuzzle.experiment.port.in.floodit;

import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * @param colours the palettes to try (one random board per n and palette)
 * @param maxColumns the largest n
 * @param limit time limit of one solve; a solver that exceeds it is not run on larger n
 * @param cancelled checked between measured runs and inside them; a run it stops ends the benchmark
 */
public record BenchmarkTwoRowCommand(List<Integer> colours, int maxColumns, Duration limit, long seed,
        BooleanSupplier cancelled) {

    public BenchmarkTwoRowCommand {
        cancelled = cancelled == null ? () -> false : cancelled;
        colours = List.copyOf(colours);
    }

    /** Without a cancellation flag: runs to the end. */
    public BenchmarkTwoRowCommand(List<Integer> colours, int maxColumns, Duration limit, long seed) {
        this(colours, maxColumns, limit, seed, null);
    }
}
