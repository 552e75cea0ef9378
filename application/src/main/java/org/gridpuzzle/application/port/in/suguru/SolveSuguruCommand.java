package org.gridpuzzle.application.port.in.suguru;

import java.nio.file.Path;
import java.util.Objects;
import org.gridpuzzle.domain.search.Limits;

/**
 * @param format a format name, or null to choose by the file's extension
 * @param satSolver the SAT back-end of {@link SolverChoice#SAT} (see the SAT solver port), or null for the embedded one
 */
public record SolveSuguruCommand(Path file, String format, SolverChoice solver, Limits limits, String satSolver) {

    public SolveSuguruCommand {
        Objects.requireNonNull(file, "file");
        solver = solver == null ? SolverChoice.AUTO : solver;
        limits = limits == null ? Limits.none() : limits;
    }

    public SolveSuguruCommand(Path file, String format, SolverChoice solver, Limits limits) {
        this(file, format, solver, limits, null);
    }
}

