package org.gridpuzzle.application.port.in.suguru;

import java.util.Optional;
import org.gridpuzzle.domain.suguru.GeneratedSuguru;

/** The puzzle (empty when a limit stopped generation) and its text in the chosen format. */
public record GenerateSuguruResult(Optional<GeneratedSuguru> generated, String text, long nanos) {
}

