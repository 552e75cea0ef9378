package org.gridpuzzle.adapter.cli.floodit;

import jakarta.inject.Inject;
import org.gridpuzzle.adapter.cli.Answering;
import org.gridpuzzle.adapter.cli.AnsweringCommand;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.clikit.Converters;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.answer.FloodItAnswers;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItResult;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItUseCase;
import org.gridpuzzle.domain.floodit.ExactAlgorithm;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import org.gridpuzzle.domain.search.Limits;

@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Flood the board in as few moves as possible; the lower bound is printed beside the length.")
public final class FloodItSolveCommand extends AnsweringCommand {

    @Mixin
    BoardOptions board;

    @Mixin
    ModeOption mode;

    @Mixin
    LimitOptions limits;

    @ArgGroup(exclusive = true)
    Strategy strategy = new Strategy();

    /** {@code --exact} (the default) or {@code --heuristic}. */
    static final class Strategy {
        @Option(names = "--exact", description = "Prove the optimum (the default).")
        boolean exact;

        @Option(names = "--heuristic", description = "Beam search (fixed) or greedy (free): fast, not proved optimal.")
        boolean heuristic;
    }

    @Option(names = "--beam", paramLabel = "N", description = "Beam width of --heuristic, which the exact (fixed) search plays first. Default: ${DEFAULT-VALUE}.")
    int beam;

    @Option(names = "--algorithm", paramLabel = "ALGORITHM", converter = Converters.Algorithm.class,
            completionCandidates = Converters.Algorithm.class,
            description = "Exact solver: auto (from the board's shape and colours), two-row, path, two-colour or"
                    + " search. Default: ${DEFAULT-VALUE}.")
    ExactAlgorithm algorithm;

    @Option(names = "--explain", description = "Say which algorithm ran and why.")
    boolean explain;

    private final SolveFloodItUseCase useCase;

    @Inject
    public FloodItSolveCommand(SolveFloodItUseCase useCase, Answering answering) {
        super(answering);
        this.useCase = useCase;
    }

    @Override
    protected CliAnswer answer() {
        Limits runLimits = answering.limits(limits);
        PuzzleSource source = answering.source(board.file, runLimits);
        SolveFloodItResult result = useCase.solve(new SolveFloodItCommand(source, board.line, mode.mode, board.pivot,
                !strategy.heuristic, beam, runLimits, algorithm));
        return SolveFloodItPresenter.answer(result, FloodItAnswers.solve(source, result), explain);
    }
}
