package org.gridpuzzle.adapter.cli.suguru;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.JsonOutput;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruResult;
import org.gridpuzzle.domain.suguru.GeneratedSuguru;
import org.gridpuzzle.domain.suguru.SuguruGenerator;

/** The puzzle's text (or where it was written) with a summary line on stderr, or JSON; exit 3 when stopped. */
final class GenerateSuguruPresenter {

    private GenerateSuguruPresenter() {
    }

    static Map<String, Object> json(GenerateSuguruResult result, SuguruGenerator.Request request, Path output) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("seed", request.seed());
        result.generated().ifPresent(g -> {
            doc.put("difficulty", g.difficulty().name().toLowerCase(Locale.ROOT));
            doc.put("givens", g.puzzle().givenCount());
            doc.put("regions", JsonOutput.rows(g.puzzle().regions().regionIds(), g.puzzle().shape().cols()));
            doc.put("puzzle", JsonOutput.rows(g.puzzle().givens()));
            doc.put("solution", JsonOutput.rows(g.solution()));
        });
        doc.put("text", result.text());
        doc.put("output", output == null ? null : output.toString());
        return doc;
    }

    /** The generated puzzle, givens only. */
    static Output answer(GenerateSuguruResult result) {
        GeneratedSuguru g = result.generated().orElseThrow();
        return new Output.SuguruGrid(g.puzzle(), g.puzzle().givens(), List.of());
    }

    static int present(Terminal terminal, GenerateSuguruResult result, SuguruGenerator.Request request, Path output,
            boolean json) {
        if (result.generated().isEmpty()) {
            terminal.out().println("stopped: no puzzle generated before the limit");
            return ExitCodes.NO_SOLUTION;
        }
        GeneratedSuguru g = result.generated().get();
        String difficulty = g.difficulty().name().toLowerCase(Locale.ROOT);
        String summary = String.format(Locale.ROOT, "%dx%d, regions up to %d, seed %d: %d givens, %s, %.1f ms",
                request.rows(), request.cols(), request.maxRegion(), request.seed(), g.puzzle().givenCount(), difficulty,
                result.nanos() / 1e6);
        if (json) {
            JsonOutput.print(terminal.out(), json(result, request, output));
        } else if (output != null) {
            terminal.out().println("wrote " + output + " (" + summary + ")");
        } else {
            terminal.out().print(result.text());
            terminal.err().println("# " + summary);
        }
        return ExitCodes.OK;
    }
}

