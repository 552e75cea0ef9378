package org.gridpuzzle.adapter.cli.planning;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.List;
import org.gridpuzzle.adapter.cli.AnswerFiles;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.planning.Game;
import org.gridpuzzle.application.port.in.planning.PlanBackend;
import org.gridpuzzle.application.port.in.planning.PlanGameCommand;
import org.gridpuzzle.application.port.in.planning.PlanGameResult;
import org.gridpuzzle.application.port.in.planning.PlanGameUseCase;
import org.gridpuzzle.domain.planning.PlanSearch;

/** What both {@code solve} commands do: plan the levels with the options given, and present the plans. */
final class PlanRun {

    private final PlanGameUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;
    private final AnswerFiles files;

    @Inject
    PlanRun(PlanGameUseCase useCase, Terminal terminal, CancellationFlag cancellation, AnswerFiles files) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
        this.files = files;
    }

    /**
     * @param key the JSON name of the object-move count ({@code pushes}, {@code ballMoves})
     * @param unit the same in words
     */
    int run(Game game, Path file, List<Integer> levels, PlanningOptions planning, String key, String unit) {
        PlanSearch.Options options = planning.options();
        PlanBackend backend = planning.backend();
        String solver = switch (backend.kind()) {
            case SAT -> planning.sat.solver;
            case MINIZINC -> planning.cpSolver;
            case ASP -> null;
        };
        PlanGameResult result = useCase.plan(new PlanGameCommand(game, PuzzleSource.file(file), levels, options, solver,
                planning.limits.limits(cancellation), planning.dimacs, backend));
        int code = PlanPresenter.present(terminal, result, options, key, unit, planning.output.json);
        files.save(planning.save.file, () -> PlanPresenter.answer(result), () -> PlanPresenter.json(result, options, key));
        return code;
    }
}

