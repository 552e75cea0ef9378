package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.JsonOutput;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruUseCase;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruUseCase.ExplainSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruUseCase.ExplainSuguruResult;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.Technique;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "explain", mixinStandardHelpOptions = true,
        description = "Solve step by step like a person; a step is marked as a guess only where no technique applies.")
public final class SuguruExplainCommand implements Callable<Integer> {

    @Mixin
    PuzzleFileOptions input;

    @Mixin
    LimitOptions limits;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    private final ExplainSuguruUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public SuguruExplainCommand(ExplainSuguruUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() {
        return run(useCase, terminal, input, limits.limits(cancellation), false, json);
    }

    static int run(ExplainSuguruUseCase useCase, Terminal terminal, PuzzleFileOptions input, Limits limits,
            boolean firstOnly, boolean json) {
        ExplainSuguruResult result = useCase.explain(new ExplainSuguruCommand(input.file, input.format, firstOnly, limits));
        if (result.steps().isEmpty()) {
            String reason = SuguruOptions.reason(result.outcome());
            if (json) {
                JsonOutput.print(terminal.out(), Map.of("status", SuguruOptions.status(result.outcome()), "reason", reason));
            } else {
                terminal.out().println(reason);
            }
            return ExitCodes.NO_SOLUTION;
        }
        List<HintStep> steps = result.steps().get();
        if (json) {
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("steps", steps.stream().map(StepText::json).toList());
            doc.put("guesses", steps.stream().filter(s -> s.technique() == Technique.GUESS).count());
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
            terminal.out().println(String.format("%4d. %s", i + 1, StepText.line(steps.get(i))));
        }
        long guesses = steps.stream().filter(s -> s.technique() == Technique.GUESS).count();
        terminal.out().println(steps.size() + " steps, " + guesses + " guess" + (guesses == 1 ? "" : "es"));
        terminal.out().print(SuguruBoardRenderer.render(result.puzzle().regions(),
                ((SolveOutcome.Solved) result.outcome()).solution()));
        return ExitCodes.OK;
    }
}
