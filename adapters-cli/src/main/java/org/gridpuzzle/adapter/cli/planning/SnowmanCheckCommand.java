package org.gridpuzzle.adapter.cli.planning;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.planning.CheckPlanCommand;
import org.gridpuzzle.application.port.in.planning.CheckPlanUseCase;
import org.gridpuzzle.application.port.in.planning.Game;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Replay a plan; exit 0 when every snowman is built, 3 with where it stops otherwise.")
public final class SnowmanCheckCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "A Snowman level (.lvl).")
    Path file;

    @Parameters(index = "1", paramLabel = "MOVES", description = "LURD letters (when mixed case, upper case = ball moves).")
    String moves;

    private final CheckPlanUseCase useCase;
    private final Terminal terminal;

    @Inject
    public SnowmanCheckCommand(CheckPlanUseCase useCase, Terminal terminal) {
        this.useCase = useCase;
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        return PlanCheckPresenter.present(terminal, useCase.check(new CheckPlanCommand(Game.SNOWMAN, file, 1, moves)),
                "ball moves");
    }
}

