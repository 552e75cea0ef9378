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
        description = {"Plan the fewest ball moves (or agent moves): by default a plan by search at once, then a proof",
            "of its optimality by A* and SAT as time allows; or SAT or CSP planning, or search alone (--strategy).",
            "Walks are filled in by shortest paths; the plan is replayed before it is printed.",
            "Progress goes to stderr: the first plan the moment it is found, each phase, a status every few seconds."})
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

