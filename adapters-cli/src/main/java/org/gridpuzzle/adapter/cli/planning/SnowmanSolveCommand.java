package org.gridpuzzle.adapter.cli.planning;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.gridpuzzle.application.port.in.planning.Game;
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

    private final PlanRun run;

    @Inject
    public SnowmanSolveCommand(PlanRun run) {
        this.run = run;
    }

    @Override
    public Integer call() {
        return run.run(Game.SNOWMAN, file, List.of(), planning);
    }
}

