package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.AnswerFiles;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.OutputOption;
import org.gridpuzzle.adapter.cli.Converters;
import org.gridpuzzle.adapter.cli.JsonOption;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.SatSolverOption;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruResult;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruUseCase;
import org.gridpuzzle.application.port.in.suguru.SolverChoice;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "solve", mixinStandardHelpOptions = true, description = "Solve a puzzle and draw the solution.")
public final class SuguruSolveCommand implements Callable<Integer> {

    @Mixin
    PuzzleFileOptions input;

    @Mixin
    LimitOptions limits;

    @Mixin
    JsonOption output;

    @Mixin
    OutputOption save;

    @Option(names = "--solver", paramLabel = "SOLVER", defaultValue = "auto", converter = Converters.Solver.class,
            completionCandidates = Converters.Solver.class,
            description = "auto (strip for one-row or one-column grids, else fast), fast, paper (the published "
                    + "backtracking), strip, sat (a SAT encoding; any region size). Default: ${DEFAULT-VALUE}.")
    SolverChoice solver;

    @Mixin
    SatSolverOption sat;

    private final SolveSuguruUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;
    private final AnswerFiles files;

    @Inject
    public SuguruSolveCommand(SolveSuguruUseCase useCase, Terminal terminal, CancellationFlag cancellation,
            AnswerFiles files) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
        this.files = files;
    }

    @Override
    public Integer call() {
        SolveSuguruResult result = useCase.solve(new SolveSuguruCommand(PuzzleSource.file(input.file), input.format, solver,
                limits.limits(cancellation), sat.solver));
        int code = SolveSuguruPresenter.present(terminal, result, input.file, output.json);
        files.save(save.file, () -> SolveSuguruPresenter.answer(result), () -> SolveSuguruPresenter.json(result, input.file));
        return code;
    }
}

