package org.gridpuzzle.experiment.port.in.suguru;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import org.gridpuzzle.application.error.ParameterOutOfRangeException;

/**
 * @param folder instances with answers (K.in + K.ans), or null for the shared paper230 set (skipped when absent)
 * @param repeats timed runs per instance and solver (the median is reported)
 * @param paperTimeout time limit of one paper-solver run
 * @param stripLength cells of the strip benchmark (0: none)
 * @param generated puzzles to generate per mode (default and minimal) at 20×20
 * @param csv where to write the per-instance times too, or null
 * @param cancelled checked between measured runs and inside them; a run it stops ends the benchmark
 */
public record BenchmarkSuguruCommand(Path folder, int repeats, Duration paperTimeout, int stripLength, int generated,
        Path csv,
        BooleanSupplier cancelled) {

    public BenchmarkSuguruCommand {
        cancelled = cancelled == null ? () -> false : cancelled;
        ParameterOutOfRangeException.check("repeats", repeats, 1, Integer.MAX_VALUE);
        Objects.requireNonNull(paperTimeout, "paperTimeout");
    }

    /** Without a cancellation flag: runs to the end. */
    public BenchmarkSuguruCommand(Path folder, int repeats, Duration paperTimeout, int stripLength, int generated,
        Path csv) {
        this(folder, repeats, paperTimeout, stripLength, generated, csv, null);
    }
}
