package org.gridpuzzle.adapter.cli.planning;

import org.gridpuzzle.application.operation.Outcome;
import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.Locale;
import org.gridpuzzle.adapter.cli.Answering;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.answer.PlanAnswers;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.planning.CheckPlanCommand;
import org.gridpuzzle.application.port.in.planning.CheckPlanResult;
import org.gridpuzzle.application.port.in.planning.CheckPlanUseCase;

/** What both {@code check} commands do: replay the plan, present the verdict, save it if asked. */
final class PlanCheckRun {

    private final CheckPlanUseCase useCase;
    private final Answering answering;

    @Inject
    PlanCheckRun(CheckPlanUseCase useCase, Answering answering) {
        this.useCase = useCase;
        this.answering = answering;
    }

    /** The level file, read within Ctrl-C and {@code --memory}, as the named format (null: by its extension). */
    PuzzleSource source(Path file, String format) {
        return answering.source(file).withFormat(format);
    }

    int run(CheckPlanCommand command, boolean json, Path save) {
        CheckPlanResult r = useCase.check(command);
        PlanAnswers.Check doc = PlanAnswers.check(command.source(), command.game(), r);
        String unit = PlanAnswers.unit(command.game());
        return answering.deliver(new CliAnswer(doc, t -> print(t, doc, unit), r::answer,
                Outcome.of(doc.solved(), null).exitCode()), json, save);
    }

    /** Solved, or where the plan stops and the position it leaves. */
    private static void print(Terminal terminal, PlanAnswers.Check r, String unit) {
        var out = terminal.out();
        if (r.solved()) {
            out.printf(Locale.ROOT, "%s: solved in %d moves (%d %s)%n", r.title(), r.moves(), r.objectMoves(), unit);
            return;
        }
        if (r.problem() != null) {
            out.printf(Locale.ROOT, "%s: invalid at move %d: %s%n", r.title(), r.failedAt(), r.problem());
        } else {
            out.printf(Locale.ROOT, "%s: not solved after %d moves: %s%n", r.title(), r.moves(), r.left());
        }
        out.print(r.after());
    }
}
