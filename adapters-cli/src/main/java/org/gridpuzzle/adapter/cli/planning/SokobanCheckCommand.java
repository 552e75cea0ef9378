package org.gridpuzzle.adapter.cli.planning;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.planning.CheckPlanCommand;
import org.gridpuzzle.application.port.in.planning.CheckPlanUseCase;
import org.gridpuzzle.application.port.in.planning.Game;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Replay a plan; exit 0 when every box is on a goal, 3 with where it stops otherwise.")
public final class SokobanCheckCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "An XSB file (one or more levels).")
    Path file;

    @Parameters(index = "1", paramLabel = "MOVES", description = "LURD letters: lower case walks, upper case pushes.")
    String moves;

    @Option(names = "--level", paramLabel = "N", defaultValue = "1", description = "Level of the file (1-based). Default: ${DEFAULT-VALUE}.")
    int level;

    private final CheckPlanUseCase useCase;
    private final Terminal terminal;

    @Inject
    public SokobanCheckCommand(CheckPlanUseCase useCase, Terminal terminal) {
        this.useCase = useCase;
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        return PlanCheckPresenter.present(terminal, useCase.check(new CheckPlanCommand(Game.SOKOBAN, file, level, moves)),
                "pushes");
    }
}

