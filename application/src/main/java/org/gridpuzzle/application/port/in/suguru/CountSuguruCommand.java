package org.gridpuzzle.application.port.in.suguru;

import org.gridpuzzle.application.input.PuzzleSource;
import java.util.Objects;
import org.gridpuzzle.domain.search.Limits;

/**
 * @param limit stop counting at this many solutions (at least 1)
 * @param sat count with the SAT back-end {@code satSolver} (null: the embedded one) instead of the propagating search
 */
public record CountSuguruCommand(PuzzleSource source, String format, long limit, Limits limits, boolean sat, String satSolver) {

    /** Where every front end stops counting unless asked otherwise (2 decides uniqueness, and the page asks for it). */
    public static final long DEFAULT_LIMIT = 1_000_000;

    public CountSuguruCommand {
        Objects.requireNonNull(source, "source");
        SuguruOperation.COUNT.field("limit").check(limit);
        limits = limits == null ? Limits.none() : limits;
    }

    public CountSuguruCommand(PuzzleSource source, String format, long limit, Limits limits) {
        this(source, format, limit, limits, false, null);
    }
}

