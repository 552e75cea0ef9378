package org.gridpuzzle.application.port.in.suguru;

import org.gridpuzzle.application.input.PuzzleSource;
import java.util.Objects;
import org.gridpuzzle.domain.search.Limits;

/** @param firstStepOnly a hint (the next step) instead of the whole explanation */
public record ExplainSuguruCommand(PuzzleSource source, String format, boolean firstStepOnly, Limits limits) {

    public ExplainSuguruCommand {
        Objects.requireNonNull(source, "source");
        limits = limits == null ? Limits.none() : limits;
    }
}

