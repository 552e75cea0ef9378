package org.gridpuzzle.adapter.cli.suguru;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.JsonOutput;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruResult;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.Technique;

/** A hint (the first step) or the numbered steps of an explanation with the solved grid; exit 3 without a solution. */
final class ExplainSuguruPresenter {

    private ExplainSuguruPresenter() {
    }

    static int present(Terminal terminal, ExplainSuguruResult result, boolean firstOnly, boolean json) {
        if (result.steps().isEmpty()) {
            String reason = OutcomeText.reason(result.outcome());
            if (json) {
                JsonOutput.print(terminal.out(), Map.of("status", OutcomeText.status(result.outcome()), "reason", reason));
            } else {
                terminal.out().println(reason);
            }
            return ExitCodes.NO_SOLUTION;
        }
        List<HintStep> steps = result.steps().get();
        long guesses = steps.stream().filter(s -> s.technique() == Technique.GUESS).count();
        if (json) {
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("steps", steps.stream().map(StepText::json).toList());
            doc.put("guesses", guesses);
            if (!firstOnly) {
                doc.put("solution", JsonOutput.rows(((SolveOutcome.Solved) result.outcome()).solution()));
            }
            JsonOutput.print(terminal.out(), doc);
            return ExitCodes.OK;
        }
        if (steps.isEmpty()) {
            terminal.out().println("nothing to do: every cell is given");
            return ExitCodes.OK;
        }
        if (firstOnly) {
            terminal.out().println(StepText.line(steps.get(0)));
            return ExitCodes.OK;
        }
        for (int i = 0; i < steps.size(); i++) {
            terminal.out().println(String.format(Locale.ROOT, "%4d. %s", i + 1, StepText.line(steps.get(i))));
        }
        terminal.out().println(steps.size() + " steps, " + guesses + " guess" + (guesses == 1 ? "" : "es"));
        terminal.out().print(SuguruBoardRenderer.render(result.puzzle().regions(),
                ((SolveOutcome.Solved) result.outcome()).solution()));
        return ExitCodes.OK;
    }
}

