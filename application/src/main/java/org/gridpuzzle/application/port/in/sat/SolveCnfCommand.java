package org.gridpuzzle.application.port.in.sat;

import java.nio.file.Path;
import java.util.Objects;
import org.gridpuzzle.domain.search.Limits;

public record SolveCnfCommand(Path file, String solver, Limits limits) {

    public SolveCnfCommand {
        Objects.requireNonNull(file, "file");
        limits = limits == null ? Limits.none() : limits;
    }
}

