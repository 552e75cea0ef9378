package org.gridpuzzle.adapter.cli.planning;

import org.gridpuzzle.domain.planning.PlanOptions;
import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.List;
import org.gridpuzzle.adapter.cli.Answering;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.answer.PlanAnswers;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.planning.Game;
import org.gridpuzzle.application.port.in.planning.PlanBackend;
import org.gridpuzzle.application.port.in.planning.PlanGameCommand;
import org.gridpuzzle.application.port.in.planning.PlanGameResult;
import org.gridpuzzle.application.port.in.planning.PlanGameUseCase;
import org.gridpuzzle.domain.search.Limits;

/** What both {@code solve} commands do: plan the levels asked for, present the plans, save them if asked. */
final class PlanRun {

    private final PlanGameUseCase useCase;
    private final Answering answering;

    @Inject
    PlanRun(PlanGameUseCase useCase, Answering answering) {
        this.useCase = useCase;
        this.answering = answering;
    }

    int run(Game game, Path file, List<Integer> levels, PlanningOptions planning) {
        return run(game, file, levels, List.of(), planning);
    }

    /** With levels chosen by title too (after those chosen by number). */
    int run(Game game, Path file, List<Integer> levels, List<String> titles, PlanningOptions planning) {
        return run(game, file, levels, titles, false, planning);
    }

    /** Level 1, as no level was named: a collection of several says so. */
    int runFirstByDefault(Game game, Path file, PlanningOptions planning) {
        return run(game, file, List.of(1), List.of(), true, planning);
    }

    private int run(Game game, Path file, List<Integer> levels, List<String> titles, boolean levelByDefault,
            PlanningOptions planning) {
        PlanOptions options = planning.options();
        PlanBackend backend = planning.backend();
        String solver = switch (backend.kind()) {
            case SAT -> planning.sat.solver;
            case MINIZINC -> planning.cpSolver;
            case ASP -> null;
        };
        Limits runLimits = planning.limits(answering.limits(planning.limits));
        PuzzleSource source = answering.source(file, runLimits).withFormat(planning.format.format);
        answering.standBy(soFar -> answer(source, game, options, (PlanGameResult) soFar), planning.output.json);
        PlanGameResult result = useCase.plan(new PlanGameCommand(game, source, levels, options, solver,
                runLimits, planning.dimacs, backend, titles, levelByDefault));
        return answering.deliver(answer(source, game, options, result), planning.output.json, planning.save.file);
    }

    private static CliAnswer answer(PuzzleSource source, Game game, PlanOptions options, PlanGameResult result) {
        return PlanPresenter.answer(result, PlanAnswers.solve(source, game, options, result), options);
    }
}
