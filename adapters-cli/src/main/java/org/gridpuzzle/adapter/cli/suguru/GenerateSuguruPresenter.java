package org.gridpuzzle.adapter.cli.suguru;

import org.gridpuzzle.application.operation.Outcome;
import java.nio.file.Path;
import java.util.Locale;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.answer.AnswerPictures;
import org.gridpuzzle.answer.SuguruAnswers;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruResult;
import org.gridpuzzle.domain.suguru.GenerateRequest;
import org.gridpuzzle.domain.suguru.GeneratedSuguru;

/** The puzzle's text (or where it was written) with a summary line on stderr; exit 3 when stopped. */
final class GenerateSuguruPresenter {

    private GenerateSuguruPresenter() {
    }

    /** @param written where the use case wrote the puzzle's text, or null */
    static CliAnswer answer(GenerateSuguruResult result, GenerateRequest request, Path written) {
        SuguruAnswers.Generate doc = SuguruAnswers.generate(request.seed(), result);
        return new CliAnswer(doc, t -> print(t, result, request, written),
                () -> AnswerPictures.suguruGenerate(result).orElseThrow(),
                Outcome.of(result.generated().isPresent(), null).exitCode());
    }

    private static void print(Terminal terminal, GenerateSuguruResult result, GenerateRequest request,
            Path written) {
        if (result.generated().isEmpty()) {
            terminal.out().println("stopped: " + result.stopped().description() + " before a puzzle was made");
            return;
        }
        GeneratedSuguru g = result.generated().get();
        String summary = String.format(Locale.ROOT, "%dx%d, regions up to %d, seed %d: %d givens, %s, %.1f ms",
                request.rows(), request.cols(), request.maxRegion(), request.seed(), g.puzzle().givenCount(),
                g.difficulty().name().toLowerCase(Locale.ROOT), result.nanos() / 1e6);
        if (written != null) {
            terminal.out().println("wrote " + written + " (" + summary + ")");
        } else {
            terminal.out().print(result.text());
            terminal.err().println("# " + summary);
        }
    }
}
