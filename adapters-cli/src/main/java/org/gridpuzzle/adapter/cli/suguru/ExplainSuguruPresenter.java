package org.gridpuzzle.adapter.cli.suguru;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.JsonOutput;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruResult;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.Technique;

/** A hint (the first step) or the numbered steps of an explanation with the solved grid; exit 3 without a solution. */
final class ExplainSuguruPresenter {

    private ExplainSuguruPresenter() {
    }

    static Map<String, Object> json(ExplainSuguruResult result, boolean firstOnly) {
        Map<String, Object> doc = new LinkedHashMap<>();
        if (result.steps().isEmpty()) {
            doc.put("status", OutcomeText.status(result.outcome()));
            doc.put("reason", OutcomeText.reason(result.outcome()));
            return doc;
        }
        List<HintStep> steps = result.steps().get();
        doc.put("steps", steps.stream().map(StepText::json).toList());
        doc.put("guesses", steps.stream().filter(s -> s.technique() == Technique.GUESS).count());
        if (!firstOnly) {
            doc.put("solution", JsonOutput.rows(((SolveOutcome.Solved) result.outcome()).solution()));
        }
        return doc;
    }

    /** The picture to save: the explanation's solved grid, or the givens with a hint's placement made. */
    static Output answer(ExplainSuguruResult result, boolean firstOnly) {
        IntGrid grid = result.puzzle().givens();
        if (result.outcome() instanceof SolveOutcome.Solved solved && !firstOnly) {
            grid = solved.solution();
        } else if (result.steps().isPresent() && !result.steps().get().isEmpty() && result.steps().get().get(0).placement()) {
            HintStep step = result.steps().get().get(0);
            grid = grid.with(result.puzzle().shape().index(step.targets().get(0)), step.values().get(0));
        }
        return new Output.SuguruGrid(result.puzzle(), grid, List.of());
    }

    static int present(Terminal terminal, ExplainSuguruResult result, boolean firstOnly, boolean json) {
        if (json) {
            JsonOutput.print(terminal.out(), json(result, firstOnly));
            return result.steps().isEmpty() ? ExitCodes.NO_SOLUTION : ExitCodes.OK;
        }
        if (result.steps().isEmpty()) {
            terminal.out().println(OutcomeText.reason(result.outcome()));
            return ExitCodes.NO_SOLUTION;
        }
        List<HintStep> steps = result.steps().get();
        long guesses = steps.stream().filter(s -> s.technique() == Technique.GUESS).count();
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

