package org.gridpuzzle.application.port.in.suguru;

import java.nio.file.Path;
import java.util.Objects;
import org.gridpuzzle.domain.search.Limits;

/** @param format a format name, or null to choose by the file's extension */
public record SolveSuguruCommand(Path file, String format, SolverChoice solver, Limits limits) {

    public SolveSuguruCommand {
        Objects.requireNonNull(file, "file");
        solver = solver == null ? SolverChoice.AUTO : solver;
        limits = limits == null ? Limits.none() : limits;
    }
}

