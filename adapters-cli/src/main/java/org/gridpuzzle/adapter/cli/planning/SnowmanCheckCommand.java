package org.gridpuzzle.adapter.cli.planning;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.JsonOption;
import org.gridpuzzle.adapter.cli.OutputOption;
import org.gridpuzzle.application.port.in.planning.CheckPlanCommand;
import org.gridpuzzle.application.port.in.planning.Game;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Replay a plan (MOVES may be @FILE, as solve -o writes it); exit 0 when every snowman is built, 3 with where it stops otherwise.")
public final class SnowmanCheckCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "A Snowman level (.lvl).")
    Path file;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "MOVES", description = "LURD letters (when mixed case, upper case = ball moves).")
    List<String> moves;

    @Mixin
    JsonOption output;

    @Mixin
    OutputOption save;

    @Mixin
    LevelFormatOption format;

    private final PlanCheckRun run;

    @Inject
    public SnowmanCheckCommand(PlanCheckRun run) {
        this.run = run;
    }

    @Override
    public Integer call() {
        return run.run(new CheckPlanCommand(Game.SNOWMAN, run.source(file, format.format), 1, String.join("", moves)),
                output.json,
                save.file);
    }
}

