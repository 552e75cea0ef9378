package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.JsonOption;
import org.gridpuzzle.adapter.cli.OutputOption;
import org.gridpuzzle.adapter.cli.LimitOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "hint", mixinStandardHelpOptions = true,
        description = "The next logical step from the givens, with its technique and cells.")
public final class SuguruHintCommand implements Callable<Integer> {

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
    public SuguruHintCommand(ExplainRun run) {
        this.run = run;
    }

    @Override
    public Integer call() {
        return run.run(input, limits, true, output.json, save.file);
    }
}

