package org.gridpuzzle.adapter.cli.floodit;

import jakarta.inject.Inject;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.JsonOutput;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.floodit.FreeAlgorithm;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItUseCase;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItUseCase.SolveFloodItResult;
import org.gridpuzzle.domain.floodit.Mode;
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
    LimitOptions limits;

    @Option(names = "--mode", paramLabel = "MODE", defaultValue = "fixed",
            description = "fixed (every move at the pivot) or free (moves anywhere). Default: ${DEFAULT-VALUE}.")
    String mode;

    @ArgGroup(exclusive = true)
    Strategy strategy = new Strategy();

    static final class Strategy {
        @Option(names = "--exact", description = "Prove the optimum (the default).")
        boolean exact;

        @Option(names = "--heuristic", description = "Beam search (fixed) or greedy (free): fast, not proved optimal.")
        boolean heuristic;
    }

    @Option(names = "--beam", paramLabel = "N", defaultValue = "200", description = "Beam width of --heuristic. Default: ${DEFAULT-VALUE}.")
    int beam;

    @Option(names = "--algorithm", paramLabel = "NAME", defaultValue = "auto",
            description = "Exact free solver: auto (from the board's shape and colours), two-row, path, two-colour or"
                    + " search. Default: ${DEFAULT-VALUE}.")
    String algorithm;

    @Option(names = "--explain", description = "Say which algorithm ran and why.")
    boolean explain;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    private final SolveFloodItUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public FloodItSolveCommand(SolveFloodItUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    static Mode mode(String name) {
        try {
            return Mode.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(null, "unknown mode '" + name + "'; choose fixed or free");
        }
    }

    @Override
    public Integer call() {
        Mode m = mode(mode);
        SolveFloodItResult r = useCase.solve(new SolveFloodItUseCase.SolveFloodItCommand(board.file, board.line, m,
                board.pivot, !strategy.heuristic, beam, limits.limits(cancellation), FreeAlgorithm.parse(algorithm)));
        String moves = Moves.format(r.moves(), m, r.board());
        if (json) {
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("mode", m.name().toLowerCase(Locale.ROOT));
            doc.put("algorithm", r.algorithm());
            doc.put("explanation", r.explanation());
            doc.put("moves", r.stopped() == null ? moves : null);
            doc.put("length", r.stopped() == null ? r.moves().size() : null);
            doc.put("lowerBound", r.lowerBound());
            doc.put("optimal", r.optimal());
            doc.put("stopped", r.stopped());
            doc.put("millis", r.nanos() / 1e6);
            JsonOutput.print(terminal.out(), doc);
        } else if (r.stopped() != null) {
            if (explain) {
                terminal.out().println(r.explanation());
            }
            terminal.out().println("stopped: " + r.stopped() + " before an answer (lower bound " + r.lowerBound() + ")");
        } else {
            if (explain) {
                terminal.out().println(r.explanation());
            }
            terminal.out().println(moves);
            terminal.out().printf(Locale.ROOT, "%d moves (%s), lower bound %d, %s in %.1f ms%n", r.moves().size(),
                    r.optimal() ? "optimal" : "not proved optimal", r.lowerBound(), r.algorithm(), r.nanos() / 1e6);
        }
        return r.stopped() == null ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
    }
}
