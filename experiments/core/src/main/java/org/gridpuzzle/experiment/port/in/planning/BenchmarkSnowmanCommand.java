package org.gridpuzzle.experiment.port.in.planning;

import org.gridpuzzle.domain.planning.PlanOptions;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.gridpuzzle.application.port.in.planning.PlanBackend;

/**
 * @param folder levels/*.lvl with best-known.csv, or null for the shared set
 * @param only level names (without .lvl) to run, or empty for all
 * @param onLevel told each level's row as it finishes
 * @param backend our SAT planner (with the options and solver) or a MiniZinc model (with the solver as minizinc's)
 */
public record BenchmarkSnowmanCommand(Path folder, List<String> only, PlanOptions options, String solver,
        Duration timeout, BooleanSupplier cancelled, Consumer<SnowmanRow> onLevel, PlanBackend backend) {

    public BenchmarkSnowmanCommand {
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(timeout, "timeout");
        only = List.copyOf(only);
        cancelled = cancelled == null ? () -> false : cancelled;
        onLevel = onLevel == null ? row -> { } : onLevel;
        backend = backend == null ? PlanBackend.sat() : backend;
    }
}

