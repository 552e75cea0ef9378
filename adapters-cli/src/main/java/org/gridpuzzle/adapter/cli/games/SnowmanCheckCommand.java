package org.gridpuzzle.adapter.cli.games;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.games.CheckPlanUseCase;
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
        return PlanCheckPrinter.print(terminal, useCase.check(new CheckPlanUseCase.CheckPlanCommand(
                CheckPlanUseCase.Game.SNOWMAN, file, 1, moves)), "ball moves");
    }
}
