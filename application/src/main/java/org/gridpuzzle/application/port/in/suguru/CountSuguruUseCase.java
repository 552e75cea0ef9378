package org.gridpuzzle.application.port.in.suguru;

import java.nio.file.Path;
import java.util.Objects;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.CountOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/** Count the solutions of a puzzle up to a limit (limit 2 decides uniqueness). */
public interface CountSuguruUseCase {

    CountSuguruResult count(CountSuguruCommand command);

    record CountSuguruCommand(Path file, String format, long limit, Limits limits) {
        public CountSuguruCommand {
            Objects.requireNonNull(file, "file");
            if (limit < 1) {
                throw new org.gridpuzzle.application.error.InvalidInputException(null,
                        "the count limit must be at least 1, got " + limit);
            }
            limits = limits == null ? Limits.none() : limits;
        }
    }

    record CountSuguruResult(SuguruPuzzle puzzle, CountOutcome outcome) {
    }
}
