package org.gridpuzzle.adapter.cli.planning;

import org.gridpuzzle.adapter.cli.LevelArgument;
import org.gridpuzzle.adapter.cli.TextAnswers;
import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.gridpuzzle.application.port.in.planning.Game;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Plan the fewest box pushes (or agent moves): by default a plan by search at once, then a proof",
            "of its optimality by A* and SAT as time allows; or SAT, ASP or CSP planning, or search alone (--strategy).",
            "Walks are filled in by shortest paths; the plan is replayed before it is printed.",
            "Progress goes to stderr: the first plan the moment it is found, each phase, a status every few seconds."})
public final class SokobanSolveCommand implements Callable<Integer>, TextAnswers {

    @Parameters(index = "0", paramLabel = "FILE", description = "A level file: XSB or SOK text (one or more levels, run-length"
            + " encoded rows too) or SLC XML; - reads standard input.")
    Path file;

    @ArgGroup(exclusive = true)
    Which which;

    /** {@code --level N} (repeatable) or {@code --all}; level 1 when neither is given. */
    static final class Which {
        @Option(names = "--level", paramLabel = "N|TITLE", description = "Level of the file by number (1-based) or by"
                + " its title (as the file gives it, case-insensitive; quote titles with spaces); repeatable."
                + " Default: 1.")
        List<String> levels;

        @Option(names = "--all", description = "Every level of the file, one after the other (--timeout applies to each level from its own"
                + " start).")
        boolean all;
    }

    @Mixin
    PlanningOptions planning;

    private final PlanRun run;

    @Inject
    public SokobanSolveCommand(PlanRun run) {
        this.run = run;
    }

    /** Several levels at once are a text answer; one level is drawn. */
    @Override
    public boolean textOnly() {
        return which != null && (which.all || which.levels.size() > 1);
    }

    @Override
    public Integer call() {
        if (which == null) {
            return run.runFirstByDefault(Game.SOKOBAN, file, planning);
        }
        if (which.all) {
            return run.run(Game.SOKOBAN, file, List.of(), planning);
        }
        List<Integer> numbers = new ArrayList<>();
        List<String> titles = new ArrayList<>();
        for (String level : which.levels) {
            if (LevelArgument.isNumber(level)) {
                numbers.add(LevelArgument.number(level));
            } else {
                titles.add(level);
            }
        }
        return run.run(Game.SOKOBAN, file, numbers, titles, planning);
    }
}

