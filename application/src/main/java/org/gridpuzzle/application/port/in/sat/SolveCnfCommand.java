package org.gridpuzzle.application.port.in.sat;

import org.gridpuzzle.application.input.PuzzleSource;
import java.util.Objects;
import org.gridpuzzle.domain.search.Limits;

public record SolveCnfCommand(PuzzleSource source, String solver, Limits limits) {

    public SolveCnfCommand {
        Objects.requireNonNull(source, "source");
        limits = limits == null ? Limits.none() : limits;
    }
}

