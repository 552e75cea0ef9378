package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.AnswerFiles;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.OutputOption;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.adapter.cli.JsonOption;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.SatSolverOption;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.suguru.CountSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.CountSuguruResult;
import org.gridpuzzle.application.port.in.suguru.CountSuguruUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "count", mixinStandardHelpOptions = true,
        description = "Count solutions up to a limit (--limit 2 decides uniqueness).")
public final class SuguruCountCommand implements Callable<Integer> {

    @Mixin
    PuzzleFileOptions input;

    @Mixin
    LimitOptions limits;

    @Mixin
    JsonOption output;

    @Mixin
    OutputOption save;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "1000000",
            description = "Stop counting at N solutions. Default: ${DEFAULT-VALUE}.")
    long limit;

    @Option(names = "--sat", description = "Count with the SAT encoding (blocking each solution found) instead of the"
            + " propagating search.")
    boolean useSat;

    @Mixin
    SatSolverOption sat;

    private final CountSuguruUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;
    private final AnswerFiles files;

    @Inject
    public SuguruCountCommand(CountSuguruUseCase useCase, Terminal terminal, CancellationFlag cancellation,
            AnswerFiles files) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
        this.files = files;
    }

    @Override
    public Integer call() {
        CountSuguruResult result = useCase.count(new CountSuguruCommand(PuzzleSource.file(input.file), input.format, limit,
                limits.limits(cancellation), useSat, sat.solver));
        int code = CountSuguruPresenter.present(terminal, result, limit, output.json);
        files.save(save.file, () -> new Output.Text(CountSuguruPresenter.line(result, limit) + System.lineSeparator()),
                () -> CountSuguruPresenter.json(result));
        return code;
    }
}

