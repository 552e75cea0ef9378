package org.gridpuzzle.adapter.cli.suguru;

import java.util.Locale;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.answer.SuguruAnswers;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruResult;
import org.gridpuzzle.domain.suguru.SolveOutcome;

/** A solved puzzle as a drawn grid and a summary line; the reason when there is no solution. */
final class SolveSuguruPresenter {

    private SolveSuguruPresenter() {
    }

    static void print(Terminal terminal, SolveSuguruResult result, SuguruAnswers.Solve doc) {
        if (result.outcome() instanceof SolveOutcome.Solved s) {
            terminal.out().print(SuguruBoardRenderer.render(result.puzzle().regions(), s.solution()));
        } else {
            terminal.out().println(doc.reason());
        }
        terminal.out().println(String.format(Locale.ROOT, "%s: %s in %.3f ms, %d nodes", doc.solver(), doc.status(),
                doc.millis(), doc.nodes()));
    }
}
