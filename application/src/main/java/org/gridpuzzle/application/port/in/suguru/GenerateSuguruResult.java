package org.gridpuzzle.application.port.in.suguru;

import java.util.Optional;
import org.gridpuzzle.domain.search.StopReason;
import org.gridpuzzle.domain.suguru.GeneratedSuguru;

/**
 * The puzzle (empty when a limit stopped generation) and its text in the chosen format.
 *
 * @param stopped what stopped generation before a puzzle was made (null when one was)
 */
public record GenerateSuguruResult(Optional<GeneratedSuguru> generated, String text, long nanos, StopReason stopped) {
}
