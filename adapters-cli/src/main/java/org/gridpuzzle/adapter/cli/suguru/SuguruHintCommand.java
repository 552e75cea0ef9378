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

@Command(name = "hint", mixinStandardHelpOptions = true,
        description = "The next logical step from the givens, with its technique and cells.")
public final class SuguruHintCommand implements Callable<Integer> {

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
    public SuguruHintCommand(ExplainSuguruUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() {
        return ExplainSuguruPresenter.present(terminal, useCase.explain(new ExplainSuguruCommand(input.file, input.format,
                true, limits.limits(cancellation))), true, output.json);
    }
}

