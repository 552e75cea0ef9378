package org.gridpuzzle.application.port.in.suguru;

import org.gridpuzzle.application.input.PuzzleSource;
import java.util.Objects;
import org.gridpuzzle.application.error.ParameterOutOfRangeException;
import org.gridpuzzle.domain.search.Limits;

/**
 * @param limit stop counting at this many solutions (at least 1)
 * @param sat count with the SAT back-end {@code satSolver} (null: the embedded one) instead of the propagating search
 */
public record CountSuguruCommand(PuzzleSource source, String format, long limit, Limits limits, boolean sat, String satSolver) {

    public CountSuguruCommand {
        Objects.requireNonNull(source, "source");
        ParameterOutOfRangeException.check("limit", limit, 1, Long.MAX_VALUE);
        limits = limits == null ? Limits.none() : limits;
    }

    public CountSuguruCommand(PuzzleSource source, String format, long limit, Limits limits) {
        this(source, format, limit, limits, false, null);
    }
}

