package org.gridpuzzle.adapter.cli.floodit;

import jakarta.inject.Inject;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.AnswerFiles;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.OutputOption;
import org.gridpuzzle.adapter.cli.Converters;
import org.gridpuzzle.adapter.cli.JsonOption;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItResult;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItUseCase;
import org.gridpuzzle.domain.floodit.choice.ExactAlgorithm;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Flood the board in as few moves as possible; the lower bound is printed beside the length.")
public final class FloodItSolveCommand implements Callable<Integer> {

    @Mixin
    BoardOptions board;

    @Mixin
    ModeOption mode;

    @Mixin
    LimitOptions limits;

    @Mixin
    JsonOption output;

    @Mixin
    OutputOption save;

    @ArgGroup(exclusive = true)
    Strategy strategy = new Strategy();

    /** {@code --exact} (the default) or {@code --heuristic}. */
    static final class Strategy {
        @Option(names = "--exact", description = "Prove the optimum (the default).")
        boolean exact;

        @Option(names = "--heuristic", description = "Beam search (fixed) or greedy (free): fast, not proved optimal.")
        boolean heuristic;
    }

    @Option(names = "--beam", paramLabel = "N", defaultValue = "200", description = "Beam width of --heuristic. Default: ${DEFAULT-VALUE}.")
    int beam;

    @Option(names = "--algorithm", paramLabel = "ALGORITHM", defaultValue = "auto", converter = Converters.Algorithm.class,
            completionCandidates = Converters.Algorithm.class,
            description = "Exact solver: auto (from the board's shape and colours), two-row, path, two-colour or"
                    + " search. Default: ${DEFAULT-VALUE}.")
    ExactAlgorithm algorithm;

    @Option(names = "--explain", description = "Say which algorithm ran and why.")
    boolean explain;

    private final SolveFloodItUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;
    private final AnswerFiles files;

    @Inject
    public FloodItSolveCommand(SolveFloodItUseCase useCase, Terminal terminal, CancellationFlag cancellation,
            AnswerFiles files) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
        this.files = files;
    }

    @Override
    public Integer call() {
        SolveFloodItResult result = useCase.solve(new SolveFloodItCommand(PuzzleSource.file(board.file), board.line, mode.mode, board.pivot,
                !strategy.heuristic, beam, limits.limits(cancellation), algorithm));
        int code = SolveFloodItPresenter.present(terminal, result, explain, output.json);
        files.save(save.file, () -> SolveFloodItPresenter.answer(result), () -> SolveFloodItPresenter.json(result));
        return code;
    }
}

