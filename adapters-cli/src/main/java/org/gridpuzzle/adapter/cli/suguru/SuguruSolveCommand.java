package org.gridpuzzle.adapter.cli.suguru;

import jakarta.inject.Inject;
import org.gridpuzzle.adapter.cli.Answering;
import org.gridpuzzle.adapter.cli.AnsweringCommand;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.clikit.Converters;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.SatSolverOption;
import org.gridpuzzle.answer.AnswerPictures;
import org.gridpuzzle.answer.SuguruAnswers;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruResult;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruUseCase;
import org.gridpuzzle.application.port.in.suguru.SolverChoice;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import org.gridpuzzle.domain.search.Limits;

@Command(name = "solve", mixinStandardHelpOptions = true, description = "Solve a puzzle and draw the solution.")
public final class SuguruSolveCommand extends AnsweringCommand {

    @Mixin
    PuzzleFileOptions input;

    @Mixin
    LimitOptions limits;

    @Option(names = "--solver", paramLabel = "SOLVER", converter = Converters.Solver.class,
            completionCandidates = Converters.Solver.class,
            description = "auto (strip for one-row or one-column grids, else fast), fast, paper (the published "
                    + "backtracking), strip, sat (a SAT encoding; any region size). Default: ${DEFAULT-VALUE}.")
    SolverChoice solver;

    @Mixin
    SatSolverOption sat;

    private final SolveSuguruUseCase useCase;

    @Inject
    public SuguruSolveCommand(SolveSuguruUseCase useCase, Answering answering) {
        super(answering);
        this.useCase = useCase;
    }

    @Override
    protected CliAnswer answer() {
        Limits runLimits = answering.limits(limits);
        PuzzleSource source = answering.source(input.file, runLimits);
        SolveSuguruResult result = useCase.solve(new SolveSuguruCommand(source, input.format, solver,
                runLimits, sat.solver));
        SuguruAnswers.Solve doc = SuguruAnswers.solve(source, result);
        return new CliAnswer(doc, t -> SolveSuguruPresenter.print(t, result, doc),
                () -> AnswerPictures.suguruSolve(result),
                doc.solution() != null ? 0 : 3);
    }
}
