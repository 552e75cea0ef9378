package org.gridpuzzle.adapter.cli.games;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.adapter.cli.sat.SatSolverOption;
import org.gridpuzzle.application.port.in.games.PlanGameUseCase;
import org.gridpuzzle.domain.planning.PlanSearch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Plan by SAT with the fewest ball moves (walking abstracted) or agent moves.",
            "Walks are filled in by shortest paths; the plan is replayed before it is printed.",
            "Progress (one line per solver call) goes to stderr."})
public final class SnowmanSolveCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "A Snowman level (.lvl).")
    Path file;

    @Mixin
    PlanningOptions planning;

    @Mixin
    SatSolverOption sat;

    @Mixin
    LimitOptions limits;

    private final PlanGameUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public SnowmanSolveCommand(PlanGameUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() {
        PlanSearch.Options options = planning.options();
        return PlanPrinter.print(terminal, useCase.plan(new PlanGameUseCase.PlanCommand(PlanGameUseCase.Game.SNOWMAN,
                file, List.of(), options, sat.solver, limits.limits(cancellation), planning.dimacs)), options,
                "ballMoves", "ball moves", planning.json);
    }
}
