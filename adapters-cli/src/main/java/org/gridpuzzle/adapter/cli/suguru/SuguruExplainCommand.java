package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.JsonOption;
import org.gridpuzzle.adapter.cli.OutputOption;
import org.gridpuzzle.adapter.cli.LimitOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "explain", mixinStandardHelpOptions = true,
        description = "Solve step by step like a person; a step is marked as a guess only where no technique applies.")
public final class SuguruExplainCommand implements Callable<Integer> {

    @Mixin
    PuzzleFileOptions input;

    @Mixin
    LimitOptions limits;

    @Mixin
    JsonOption output;

    @Mixin
    OutputOption save;

    private final ExplainRun run;

    @Inject
    public SuguruExplainCommand(ExplainRun run) {
        this.run = run;
    }

    @Override
    public Integer call() {
        return run.run(input, limits, false, output.json, save.file);
    }
}

