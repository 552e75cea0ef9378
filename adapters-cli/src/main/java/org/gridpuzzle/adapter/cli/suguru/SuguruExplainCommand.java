package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.JsonOption;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruUseCase;
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

    private final ExplainSuguruUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public SuguruExplainCommand(ExplainSuguruUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() {
        return ExplainSuguruPresenter.present(terminal, useCase.explain(new ExplainSuguruCommand(input.file, input.format,
                false, limits.limits(cancellation))), false, output.json);
    }
}

