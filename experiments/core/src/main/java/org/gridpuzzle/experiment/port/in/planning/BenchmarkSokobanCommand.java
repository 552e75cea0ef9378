package org.gridpuzzle.experiment.port.in.planning;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * @param set a shared set ({@code microban}, {@code xsokoban90}), used when {@code file} is null
 * @param file any XSB file, or null
 * @param first only the first N levels, or null for all
 * @param configurations the strategy/encoding pairs (or ASP models), run one after the other
 * @param solver the SAT back-end
 * @param timeout per level
 * @param cancelled stops between levels and inside the searches
 * @param onConfiguration told each configuration's run as it finishes
 */
public record BenchmarkSokobanCommand(String set, Path file, Integer first, List<SokobanConfiguration> configurations,
        String solver, Duration timeout, BooleanSupplier cancelled, Consumer<ConfigurationRun> onConfiguration) {

    public BenchmarkSokobanCommand {
        Objects.requireNonNull(timeout, "timeout");
        configurations = List.copyOf(configurations);
        cancelled = cancelled == null ? () -> false : cancelled;
        onConfiguration = onConfiguration == null ? run -> { } : onConfiguration;
    }
}

