package org.gridpuzzle.adapter.cli.planning;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.JsonOption;
import org.gridpuzzle.adapter.cli.LevelArgument;
import org.gridpuzzle.adapter.cli.OutputOption;
import org.gridpuzzle.application.port.in.planning.CheckPlanCommand;
import org.gridpuzzle.application.port.in.planning.Game;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Replay a plan (MOVES may be @FILE, as solve -o writes it); exit 0 when every box is on a goal, 3 with where it stops otherwise.")
public final class SokobanCheckCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "A level file: XSB or SOK text (one or more levels) or SLC XML.")
    Path file;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "MOVES", description = "LURD letters: lower case walks, upper case pushes.")
    List<String> moves;

    @Mixin
    JsonOption output;

    @Mixin
    OutputOption save;

    @Mixin
    LevelFormatOption format;

    @Option(names = "--level", paramLabel = "N|TITLE", description = "Level of the file by number (1-based) or by its title"
            + " (case-insensitive; quote titles with spaces). Default: ${DEFAULT-VALUE}.")
    String level;

    private final PlanCheckRun run;

    @Inject
    public SokobanCheckCommand(PlanCheckRun run) {
        this.run = run;
    }

    @Override
    public Integer call() {
        Integer number = LevelArgument.number(level);
        return run.run(new CheckPlanCommand(Game.SOKOBAN, run.source(file, format.format), number == null ? 1 : number,
                String.join("", moves), LevelArgument.title(level)), output.json, save.file);
    }
}

