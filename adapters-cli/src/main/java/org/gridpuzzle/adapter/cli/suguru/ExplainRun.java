package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import java.nio.file.Path;
import org.gridpuzzle.adapter.cli.AnswerFiles;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruResult;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruUseCase;

/** What {@code hint} and {@code explain} both do: ask for the steps, and present them. */
final class ExplainRun {

    private final ExplainSuguruUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;
    private final AnswerFiles files;

    @Inject
    ExplainRun(ExplainSuguruUseCase useCase, Terminal terminal, CancellationFlag cancellation, AnswerFiles files) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
        this.files = files;
    }

    int run(PuzzleFileOptions input, LimitOptions limits, boolean firstStepOnly, boolean json, Path save) {
        ExplainSuguruResult result = useCase.explain(new ExplainSuguruCommand(PuzzleSource.file(input.file), input.format, firstStepOnly,
                limits.limits(cancellation)));
        int code = ExplainSuguruPresenter.present(terminal, result, firstStepOnly, json);
        files.save(save, () -> ExplainSuguruPresenter.answer(result, firstStepOnly),
                () -> ExplainSuguruPresenter.json(result, firstStepOnly));
        return code;
    }
}
