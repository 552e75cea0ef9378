package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruUseCase;

/** What {@code hint} and {@code explain} both do: ask for the steps, and present them. */
final class ExplainRun {

    private final ExplainSuguruUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    ExplainRun(ExplainSuguruUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    int run(PuzzleFileOptions input, LimitOptions limits, boolean firstStepOnly, boolean json) {
        return ExplainSuguruPresenter.present(terminal, useCase.explain(new ExplainSuguruCommand(input.file, input.format,
                firstStepOnly, limits.limits(cancellation))), firstStepOnly, json);
    }
}
