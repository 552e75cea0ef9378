package org.gridpuzzle.adapter.cli.games;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.JsonOutput;
import org.gridpuzzle.adapter.cli.LimitOptions;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.adapter.cli.sat.SatSolverOption;
import org.gridpuzzle.application.port.in.games.SolveSnowmanUseCase;
import org.gridpuzzle.application.port.in.games.SolveSnowmanUseCase.SolveSnowmanResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Plan by SAT with the fewest ball moves (sequential, walking abstracted, ascending).",
            "Walks are filled in by shortest paths; the plan is replayed before it is printed."})
public final class SnowmanSolveCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "A Snowman level (.lvl).")
    Path file;

    @Mixin
    SatSolverOption sat;

    @Mixin
    LimitOptions limits;

    @Option(names = "--max-ball-moves", paramLabel = "N", defaultValue = "100",
            description = "Give up after proving that no plan has N ball moves or fewer. Default: ${DEFAULT-VALUE}.")
    int maxBallMoves;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    private final SolveSnowmanUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public SnowmanSolveCommand(SolveSnowmanUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() {
        SolveSnowmanResult r = useCase.solve(new SolveSnowmanUseCase.SolveSnowmanCommand(file, sat.solver,
                limits.limits(cancellation), maxBallMoves));
        if (json) {
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("level", r.level());
            doc.put("moves", r.moves());
            doc.put("ballMoves", r.moves() == null ? null : r.ballMoves());
            doc.put("optimal", r.optimal());
            doc.put("lowerBound", r.lowerBound());
            doc.put("solver", r.solver());
            doc.put("stopped", r.stopped());
            doc.put("millis", r.nanos() / 1e6);
            JsonOutput.print(terminal.out(), doc);
        } else if (r.stopped() != null) {
            terminal.out().printf(Locale.ROOT, "%s: %s; at least %d ball moves%n", r.level(), r.stopped(),
                    r.lowerBound());
        } else {
            terminal.out().println(r.moves());
            terminal.out().printf(Locale.ROOT, "%s: %d ball moves (optimal), %d moves in all, %s, %.1f s%n", r.level(),
                    r.ballMoves(), r.moves().length(), r.solver(), r.nanos() / 1e9);
        }
        return r.stopped() == null ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
    }
}
