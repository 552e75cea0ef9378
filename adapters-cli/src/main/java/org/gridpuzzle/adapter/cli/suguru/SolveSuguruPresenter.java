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
import org.gridpuzzle.application.port.in.suguru.SolveSuguruResult;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.suguru.SolveOutcome;

/** A solved puzzle as a drawn grid and a summary line, or as JSON; exit 3 without a solution. */
final class SolveSuguruPresenter {

    private SolveSuguruPresenter() {
    }

    static Map<String, Object> json(SolveSuguruResult result, Path file) {
        SolveOutcome outcome = result.outcome();
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("file", file.toString());
        doc.put("solver", result.solver());
        doc.put("status", OutcomeText.status(outcome));
        if (outcome instanceof SolveOutcome.Solved s) {
            doc.put("solution", JsonOutput.rows(s.solution()));
        } else {
            doc.put("reason", OutcomeText.reason(outcome));
        }
        doc.put("nodes", outcome.stats().nodes());
        doc.put("millis", outcome.stats().millis());
        return doc;
    }

    /** The answer to save: the solved grid, or the puzzle as given when there is no solution. */
    static Output answer(SolveSuguruResult result) {
        IntGrid grid = result.outcome() instanceof SolveOutcome.Solved s ? s.solution() : result.puzzle().givens();
        return new Output.SuguruGrid(result.puzzle(), grid, List.of());
    }

    static int present(Terminal terminal, SolveSuguruResult result, Path file, boolean json) {
        SolveOutcome outcome = result.outcome();
        if (json) {
            JsonOutput.print(terminal.out(), json(result, file));
        } else {
            if (outcome instanceof SolveOutcome.Solved s) {
                terminal.out().print(SuguruBoardRenderer.render(result.puzzle().regions(), s.solution()));
            } else {
                terminal.out().println(OutcomeText.reason(outcome));
            }
            terminal.out().println(String.format(Locale.ROOT, "%s: %s in %.3f ms, %d nodes", result.solver(),
                    OutcomeText.status(outcome), outcome.stats().millis(), outcome.stats().nodes()));
        }
        return outcome instanceof SolveOutcome.Solved ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
    }
}

