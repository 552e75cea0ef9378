package org.gridpuzzle.experiment.adapter.cli;

import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.clikit.CancellationFlag;
import org.gridpuzzle.clikit.DurationConverter;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.experiment.port.in.reachability.BenchmarkReachabilityCommand;
import org.gridpuzzle.experiment.port.in.reachability.BenchmarkReachabilityResult;
import org.gridpuzzle.experiment.port.in.reachability.BenchmarkReachabilityUseCase;
import org.gridpuzzle.experiment.port.in.reachability.EncodingSize;
import org.gridpuzzle.experiment.port.in.reachability.EncodingTiming;
import org.gridpuzzle.domain.sat.SatStatus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "reach", mixinStandardHelpOptions = true,
        description = "Encoding sizes on open grids, and SAT back-ends side by side on the three encodings.")
public final class BenchReachCommand extends CancellableBenchmark {

    @Option(names = "--size-sides", split = ",", defaultValue = "10,20,30,40", paramLabel = "N,...",
            description = "Sides of the open grids in the size table. Default: ${DEFAULT-VALUE}.")
    List<Integer> sizeSides;

    @Option(names = "--time-sides", split = ",", defaultValue = "8,12,16,20,24", paramLabel = "N,...",
            description = "Sides of the timed grids. Default: ${DEFAULT-VALUE}.")
    List<Integer> timeSides;

    @Option(names = "--solvers", split = ";", defaultValue = "sat4j;auto", paramLabel = "CMD;...",
            description = "Back-ends to compare, separated by ';'. Default: ${DEFAULT-VALUE}.")
    List<String> solvers;

    @Option(names = "--timeout", paramLabel = "DURATION", defaultValue = "60s", converter = DurationConverter.class,
            description = "Limit per solve. Default: ${DEFAULT-VALUE}.")
    Duration timeout;

    @Option(names = "--walls", paramLabel = "RATE", defaultValue = "0.2", description = "Wall rate of timed grids. Default: ${DEFAULT-VALUE}.")
    double walls;

    private final BenchmarkReachabilityUseCase useCase;

    @Inject
    public BenchReachCommand(BenchmarkReachabilityUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        super(terminal, cancellation);
        this.useCase = useCase;
    }

    @Override
    protected int measure() {
        BenchmarkReachabilityResult r = useCase.run(new BenchmarkReachabilityCommand(sizeSides, timeSides,
                solvers, timeout, walls, cancellation::isCancelled));
        var out = terminal.out();
        out.println("Encoding sizes, open n x n grids (N cells, M edges), s and t in opposite corners:");
        out.printf(Locale.ROOT, "| %-7s | %6s | %6s | %-8s | %12s | %12s |%n", "grid", "N", "M", "encoding", "variables", "clauses");
        out.println("|---------|--------|--------|----------|--------------|--------------|");
        for (EncodingSize s : r.sizes()) {
            out.printf(Locale.ROOT, "| %-7s | %6d | %6d | %-8s | %,12d | %,12d |%n", s.side() + "x" + s.side(), s.vertices(),
                    s.edges(), s.encoding().label(), s.variables(), s.clauses());
        }
        out.println();
        out.printf(Locale.ROOT, "Encode + solve, grids with %.0f%% random walls, corners connected (limit %ds):%n",
                walls * 100, timeout.toSeconds());
        List<String> names = new ArrayList<>();
        for (EncodingTiming t : r.times()) {
            if (!names.contains(t.solver())) {
                names.add(t.solver());
            }
        }
        StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "| %-7s | %-8s | %10s |", "grid", "encoding", "clauses"));
        for (String n : names) {
            header.append(String.format(Locale.ROOT, " %14s |", n.length() > 14 ? n.substring(0, 14) : n));
        }
        if (names.size() == 2) {
            header.append(" ratio |");
        }
        out.println(header);
        out.println(header.toString().replaceAll("[^|]", "-"));
        for (int i = 0; i < r.times().size(); i += names.size()) {
            EncodingTiming first = r.times().get(i);
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "| %-7s | %-8s | %,10d |",
                    first.side() + "x" + first.side(), first.encoding().label(), first.clauses()));
            for (int j = 0; j < names.size(); j++) {
                EncodingTiming t = r.times().get(i + j);
                row.append(t.status() == SatStatus.UNKNOWN ? String.format(Locale.ROOT, " %14s |", "timeout")
                        : String.format(Locale.ROOT, " %11.1f ms |", t.nanos() / 1e6));
            }
            if (names.size() == 2) {
                EncodingTiming a = r.times().get(i);
                EncodingTiming b = r.times().get(i + 1);
                row.append(a.status() == SatStatus.UNKNOWN || b.status() == SatStatus.UNKNOWN ? "     - |"
                        : String.format(Locale.ROOT, " %5.2f |", (double) a.nanos() / b.nanos()));
            }
            out.println(row);
        }
        return ExitCodes.OK;
    }
}

