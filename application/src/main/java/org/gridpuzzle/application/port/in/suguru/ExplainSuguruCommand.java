package org.gridpuzzle.application.port.in.suguru;

import java.nio.file.Path;
import java.util.Objects;
import org.gridpuzzle.domain.search.Limits;

/** @param firstStepOnly a hint (the next step) instead of the whole explanation */
public record ExplainSuguruCommand(Path file, String format, boolean firstStepOnly, Limits limits) {

    public ExplainSuguruCommand {
        Objects.requireNonNull(file, "file");
        limits = limits == null ? Limits.none() : limits;
    }
}

