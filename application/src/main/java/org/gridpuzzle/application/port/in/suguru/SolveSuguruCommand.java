package org.gridpuzzle.application.port.in.suguru;

import org.gridpuzzle.application.input.PuzzleSource;
import java.util.Objects;
import org.gridpuzzle.domain.search.Limits;

/**
 * @param format a format name, or null to choose by the source's extension
 * @param satSolver the SAT back-end of {@link SolverChoice#SAT} (see the SAT solver port), or null for the embedded one
 */
public record SolveSuguruCommand(PuzzleSource source, String format, SolverChoice solver, Limits limits, String satSolver) {

    public SolveSuguruCommand {
        Objects.requireNonNull(source, "source");
        solver = solver == null ? SolverChoice.AUTO : solver;
        limits = limits == null ? Limits.none() : limits;
    }

    public SolveSuguruCommand(PuzzleSource source, String format, SolverChoice solver, Limits limits) {
        this(source, format, solver, limits, null);
    }
}

