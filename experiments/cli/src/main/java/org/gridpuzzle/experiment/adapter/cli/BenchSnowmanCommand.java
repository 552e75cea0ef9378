package org.gridpuzzle.experiment.adapter.cli;

import org.gridpuzzle.domain.planning.PlanOutcome;
import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.gridpuzzle.experiment.model.Suites;
import org.gridpuzzle.clikit.CancellationFlag;
import org.gridpuzzle.clikit.Converters;
import org.gridpuzzle.clikit.DurationConverter;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.application.port.in.planning.PlanBackend;
import org.gridpuzzle.experiment.port.in.planning.BenchmarkSnowmanCommand;
import org.gridpuzzle.experiment.port.in.planning.BenchmarkSnowmanResult;
import org.gridpuzzle.experiment.port.in.planning.BenchmarkSnowmanUseCase;
import org.gridpuzzle.experiment.port.in.planning.SnowmanRow;
import org.gridpuzzle.domain.reachability.EncodingKind;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Every Snowman level of a folder with one strategy, beside best-known.csv: found, proved, time. */
@Command(name = "snowman", mixinStandardHelpOptions = true,
        description = {"Plan every level of shared/data/snowman (or --data DIR) and compare with best-known.csv.",
            "A row per level as it finishes; then how many were proved and their total time."})
public final class BenchSnowmanCommand implements Callable<Integer> {

    @Option(names = "--data", paramLabel = "DIR", description = "Folder with levels/*.lvl and best-known.csv. Default: shared/data/snowman.")
    Path data;

    @Option(names = "--levels", split = ",", paramLabel = "NAME,...", description = "Only these levels (file names without .lvl).")
    List<String> only;

    @Option(names = "--strategy", defaultValue = Suites.SNOWMAN_STRATEGY, paramLabel = "STRATEGY", converter = Converters.Strategy.class,
            completionCandidates = Converters.Strategy.class,
            description = "sequential, parallel, recipe, agent-moves, search, search-optimal or hybrid."
                + " Default: ${DEFAULT-VALUE}.")
    PlanStrategy strategy;

    @Option(names = "--encoding", paramLabel = "ENCODING", converter = Converters.Encoding.class,
            completionCandidates = Converters.Encoding.class,
            description = "path, dag or tree. Default: path (sequential), tree (parallel, recipe).")
    EncodingKind encoding;

    @Option(names = "--backend", paramLabel = "BACKEND", defaultValue = "sat", converter = Converters.Backend.class,
            description = "sat (our planner: --strategy, --encoding, --sat-solver) or minizinc (--model, --cp-solver)."
                    + " Default: ${DEFAULT-VALUE}.")
    PlanBackend.Kind backend;

    @Option(names = "--model", paramLabel = "MODEL", description = "With --backend minizinc: agent, dag or path."
            + " Default: path.")
    String model;

    @Option(names = "--cp-solver", paramLabel = "NAME", defaultValue = "gecode",
            description = "With --backend minizinc: the solver minizinc runs. Default: ${DEFAULT-VALUE}.")
    String cpSolver;

    @Mixin
    PlanningBenchOptions sat;

    @Option(names = "--timeout", defaultValue = Suites.SNOWMAN_LIMIT, converter = DurationConverter.class, paramLabel = "DURATION",
            description = "Per level. Default: ${DEFAULT-VALUE}.")
    Duration timeout;

    private final BenchmarkSnowmanUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public BenchSnowmanCommand(BenchmarkSnowmanUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() {
        PlanOptions options = PlanOptions.of(strategy, encoding, 200, true);
        PrintWriter out = terminal.out();
        boolean mzn = backend == PlanBackend.Kind.MINIZINC;
        if (mzn) {
            out.printf(Locale.ROOT, "Snowman, minizinc %s model, %s, %d s per level:%n", model == null ? "path" : model,
                    cpSolver, timeout.toSeconds());
        } else {
            out.printf(Locale.ROOT, "Snowman, %s/%s, %s, %d s per level:%n", options.strategy().label(),
                    options.encoding().label(), sat.solver, timeout.toSeconds());
        }
        out.println("| level | best known | found | proved | lower bound | time |");
        out.println("|---|---|---|---|---|---|");
        BenchmarkSnowmanResult r = useCase.run(new BenchmarkSnowmanCommand(data, only == null ? List.of() : only, options,
                mzn ? cpSolver : sat.solver, timeout, cancellation::isCancelled, row -> printRow(out, row),
                mzn ? new PlanBackend(backend, model, 0) : PlanBackend.sat()));
        out.printf(Locale.ROOT, "proved optimal: %d of %d, %.1f s for those%n", r.proved(), r.rows().size(),
                r.provedSeconds());
        return ExitCodes.OK;
    }

    private static void printRow(PrintWriter out, SnowmanRow row) {
        PlanOutcome o = row.plan().outcome();
        out.printf(Locale.ROOT, "| %s | %s | %s | %s | %d | %.1f s |%n", row.name(), row.bestKnown(),
                row.plan().solved() ? String.valueOf(o.objectMoves()) : "-", o.optimal() ? "yes" : "no", o.lowerBound(),
                row.plan().nanos() / 1e9);
        out.flush();
    }
}

