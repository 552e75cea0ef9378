package org.gridpuzzle.adapter.cli.suguru;

import org.gridpuzzle.application.operation.Outcome;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.adapter.cli.Answering;
import org.gridpuzzle.adapter.cli.AnsweringCommand;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.answer.AnswerPictures;
import org.gridpuzzle.answer.SuguruAnswers;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruResult;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruUseCase;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import org.gridpuzzle.domain.search.Limits;

/**
 * {@code suguru explain}, and under its second name {@code suguru hint} (see {@link SuguruCommand}): the whole
 * explanation, or its first step.
 */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = "Solve step by step like a person; a step is marked as a guess only where no technique applies.")
public final class SuguruExplainCommand extends AnsweringCommand {

    static final String HINT = "hint";
    static final String HINT_DESCRIPTION = "The next logical step from the givens, with its technique and cells.";

    @Mixin
    PuzzleFileOptions input;

    @Mixin
    LimitOptions limits;

    @Spec
    CommandSpec spec;

    private final ExplainSuguruUseCase useCase;

    @Inject
    public SuguruExplainCommand(ExplainSuguruUseCase useCase, Answering answering) {
        super(answering);
        this.useCase = useCase;
    }

    @Override
    protected CliAnswer answer() {
        boolean hint = spec.name().equals(HINT);
        Limits runLimits = answering.limits(limits);
        PuzzleSource source = answering.source(input.file, runLimits);
        ExplainSuguruResult result = useCase.explain(new ExplainSuguruCommand(source, input.format, hint,
                runLimits));
        SuguruAnswers.Explain doc = SuguruAnswers.explain(source, result, hint);
        return new CliAnswer(doc, t -> print(t, result, doc, hint), () -> AnswerPictures.suguruExplain(result, hint),
                Outcome.of(!result.steps().isEmpty(), null).exitCode());
    }

    private static void print(Terminal terminal, ExplainSuguruResult result, SuguruAnswers.Explain doc, boolean hint) {
        if (doc.reason() != null) {
            terminal.out().println(doc.reason());
            return;
        }
        List<SuguruAnswers.Step> steps = doc.steps();
        if (steps.isEmpty()) {
            terminal.out().println("nothing to do: every cell is given");
        } else if (hint) {
            terminal.out().println(line(steps.get(0)));
        } else {
            for (int i = 0; i < steps.size(); i++) {
                terminal.out().println(String.format(Locale.ROOT, "%4d. %s", i + 1, line(steps.get(i))));
            }
            terminal.out().println(steps.size() + " steps, " + doc.guesses() + " guess" + (doc.guesses() == 1 ? "" : "es"));
            terminal.out().print(SuguruBoardRenderer.render(result.puzzle().regions(),
                    ((SolveOutcome.Solved) result.outcome()).solution()));
        }
    }

    private static String line(SuguruAnswers.Step step) {
        return "[" + step.label() + "] " + step.text();
    }
}
