package org.gridpuzzle.application.port.in.suguru;

import java.nio.file.Path;
import java.util.Optional;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.GeneratedSuguru;
import org.gridpuzzle.domain.suguru.SuguruGenerator;

/** Generate a puzzle with a unique solution; render it in a format, and write it to a file if asked. */
public interface GenerateSuguruUseCase {

    GenerateSuguruResult generate(GenerateSuguruCommand command);

    /**
     * @param format output format name, or null (by {@code output}'s extension, else the text format)
     * @param output file to write, or null for none
     */
    record GenerateSuguruCommand(SuguruGenerator.Request request, String format, Path output, Limits limits) {
        public GenerateSuguruCommand {
            java.util.Objects.requireNonNull(request, "request");
            limits = limits == null ? Limits.none() : limits;
        }
    }

    /** The puzzle (empty when a limit stopped generation) and its text in the chosen format. */
    record GenerateSuguruResult(Optional<GeneratedSuguru> generated, String text, long nanos) {
    }
}
