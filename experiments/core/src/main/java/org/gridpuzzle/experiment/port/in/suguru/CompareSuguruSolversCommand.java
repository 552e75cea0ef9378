package org.gridpuzzle.experiment.port.in.suguru;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import org.gridpuzzle.application.error.ParameterOutOfRangeException;

/**
 * @param folder instances with answers (K.in + K.ans), or null for the shared {@code suguru/large} set
 * @param satSolvers SAT back-ends to measure beside the fast solver ({@code sat4j}, {@code "cadical -q"}, ...)
 * @param repeats timed runs per instance, solver and task (the median is reported)
 * @param timeout the limit of one run
 * @param cancelled checked between measured runs and inside them; a run it stops ends the benchmark
 */
public record CompareSuguruSolversCommand(Path folder, List<String> satSolvers, int repeats, Duration timeout,
        BooleanSupplier cancelled) {

    public CompareSuguruSolversCommand {
        cancelled = cancelled == null ? () -> false : cancelled;
        satSolvers = List.copyOf(satSolvers);
        ParameterOutOfRangeException.check("repeats", repeats, 1, Integer.MAX_VALUE);
        Objects.requireNonNull(timeout, "timeout");
    }

    /** Without a cancellation flag: runs to the end. */
    public CompareSuguruSolversCommand(Path folder, List<String> satSolvers, int repeats, Duration timeout) {
        this(folder, satSolvers, repeats, timeout, null);
    }
}
