package org.gridpuzzle.application.port.in.suguru;

import java.nio.file.Path;
import java.util.Objects;
import org.gridpuzzle.application.error.ParameterOutOfRangeException;
import org.gridpuzzle.domain.search.Limits;

/** @param limit stop counting at this many solutions (at least 1) */
public record CountSuguruCommand(Path file, String format, long limit, Limits limits) {

    public CountSuguruCommand {
        Objects.requireNonNull(file, "file");
        ParameterOutOfRangeException.check("limit", limit, 1, Long.MAX_VALUE);
        limits = limits == null ? Limits.none() : limits;
    }
}

