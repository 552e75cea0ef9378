package org.gridpuzzle.experiment.adapter.cli;

import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.experiment.model.Suites;
import org.gridpuzzle.clikit.CancellationFlag;
import org.gridpuzzle.clikit.DurationConverter;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.experiment.port.in.floodit.BenchmarkFloodItCommand;
import org.gridpuzzle.experiment.port.in.floodit.BenchmarkFloodItResult;
import org.gridpuzzle.experiment.port.in.floodit.BenchmarkFloodItUseCase;
import org.gridpuzzle.experiment.port.in.floodit.BoardRun;
import org.gridpuzzle.experiment.port.in.floodit.SolverRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

@Command(name = "floodit", mixinStandardHelpOptions = true,
        description = "Exact Fixed and beam search on a public board set, totals against the published optima.")
public final class BenchFloodItCommand extends CancellableBenchmark {

    @Option(names = "--set", split = ",", paramLabel = "NAME,...", defaultValue = Suites.FLOODIT_SET,
            description = "Folders of shared/data/floodit (or paths), run one after the other. Default: ${DEFAULT-VALUE}.")
    List<String> sets;

    @Option(names = "--boards", paramLabel = "N", defaultValue = "1000", description = "First N boards. Default: ${DEFAULT-VALUE}.")
    int boards;

    @Option(names = "--beam", split = ",", paramLabel = "W,...", defaultValue = Suites.FLOODIT_BEAMS, description = "Beam widths. Default: ${DEFAULT-VALUE}.")
    List<Integer> beams;

    @Option(names = "--no-exact", description = "Skip the exact search.")
    boolean noExact;

    @Option(names = "--exact-limit", paramLabel = "DURATION", defaultValue = Suites.FLOODIT_LIMIT, converter = DurationConverter.class,
            description = "Limit per board of the exact search. Default: ${DEFAULT-VALUE}.")
    Duration exactLimit;

    @Option(names = "--threads", paramLabel = "N", description = "Boards solved side by side, each search on one"
            + " thread. Default: the number of cores.")
    Integer threads;

    @Option(names = "--per-board", description = "Also print every board's length, optimum, time and table memory.")
    boolean perBoard;

    @Spec
    CommandSpec spec;

    private final BenchmarkFloodItUseCase useCase;

    @Inject
    public BenchFloodItCommand(BenchmarkFloodItUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        super(terminal, cancellation);
        this.useCase = useCase;
    }

    @Override
    protected int measure() {
        PrintWriter out = terminal.out();
        long peakRss = -1;
        int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (n < 1) {
            throw new ParameterException(spec.commandLine(), "--threads must be at least 1, got " + n);
        }
        for (String set : sets) {
            BenchmarkFloodItResult r = useCase.run(new BenchmarkFloodItCommand(set, boards, beams, !noExact, exactLimit,
                    cancellation::isCancelled, n));
            peakRss = r.peakRssBytes();
            out.printf(Locale.ROOT, "%s, first %d boards, pivot %s, %s:%n", r.set(), r.boards(),
                    r.centre() ? "centre" : "top-left", n == 1 ? "single-threaded" : n + " boards at a time");
            out.println("| solver | total | vs optimal | time | board time | worst board | worst table | peak heap |");
            out.println("|---|---|---|---|---|---|---|---|");
            for (SolverRun s : r.runs()) {
                String total = s.unsolved() > 0 ? s.unsolved() + " over the limit" : String.valueOf(s.total());
                String gap = s.unsolved() > 0 ? "-" : String.format(Locale.ROOT, "%+.2f%%",
                        (s.total() - s.optimalTotal()) * 100.0 / s.optimalTotal());
                out.printf(Locale.ROOT, "| %s | %s | %s (optimal %d) | %.2f s | %.2f s | %.2f s (#%d) | %.1f MiB | %d MiB |%n",
                        s.solver(), total, gap, s.optimalTotal(), s.nanos() / 1e9, s.boardNanos() / 1e9,
                        s.worstNanos() / 1e9, s.worstBoard(), s.worstMemoryBytes() / 1048576.0, s.peakHeapBytes() >> 20);
            }
            out.println();
            if (perBoard) {
                printPerBoard(out, r);
            }
        }
        out.println("time: wall time of the set; board time: the boards' own search times added up (the time on one"
                + " thread); worst table: the most memory one board's search tables took");
        if (peakRss >= 0) {
            out.printf(Locale.ROOT, "peak RSS of the whole run: %d MiB%n", peakRss >> 20);
        }
        return ExitCodes.OK;
    }

    private static void printPerBoard(PrintWriter out, BenchmarkFloodItResult r) {
        for (SolverRun s : r.runs()) {
            out.printf(Locale.ROOT, "%s, %s, per board:%n", r.set(), s.solver());
            out.println("| board | moves | optimal | time | table |");
            out.println("|---:|---:|---:|---:|---:|");
            for (BoardRun b : s.perBoard()) {
                out.printf(Locale.ROOT, "| %d | %s | %d | %.1f ms | %d KiB |%n", b.board(),
                        b.length() < 0 ? "over the limit" : String.valueOf(b.length()), b.optimal(), b.nanos() / 1e6,
                        b.memoryBytes() >> 10);
            }
            out.println();
        }
    }
}
