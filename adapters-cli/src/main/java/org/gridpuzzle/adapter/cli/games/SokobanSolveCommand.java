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
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Plan by SAT with the fewest box pushes (walking abstracted) or agent moves.",
            "Walks are filled in by shortest paths; the plan is replayed before it is printed.",
            "Progress (one line per solver call) goes to stderr."})
public final class SokobanSolveCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "An XSB file (one or more levels).")
    Path file;

    @ArgGroup(exclusive = true)
    Which which;

    /** {@code --level N} (repeatable) or {@code --all}; level 1 when neither is given. */
    static final class Which {
        @Option(names = "--level", paramLabel = "N", description = "Level of the file (1-based; repeatable). Default: 1.")
        List<Integer> levels;

        @Option(names = "--all", description = "Every level of the file, one after the other (limits apply per level).")
        boolean all;
    }

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
    public SokobanSolveCommand(PlanGameUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() {
        PlanSearch.Options options = planning.options();
        return PlanPrinter.print(terminal, useCase.plan(new PlanGameUseCase.PlanCommand(PlanGameUseCase.Game.SOKOBAN,
                file, which == null ? List.of(1) : which.all ? List.of() : which.levels, options, sat.solver, limits.limits(cancellation), planning.dimacs)), options,
                "pushes", "pushes", planning.json);
    }
}
