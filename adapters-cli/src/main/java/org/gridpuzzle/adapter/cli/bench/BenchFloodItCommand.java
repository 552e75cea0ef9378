package org.gridpuzzle.adapter.cli.bench;

import jakarta.inject.Inject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.DurationConverter;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.application.port.in.floodit.BenchmarkFloodItUseCase;
import org.gridpuzzle.application.port.in.floodit.BenchmarkFloodItUseCase.BenchmarkFloodItResult;
import org.gridpuzzle.application.port.in.floodit.BenchmarkFloodItUseCase.SolverRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "floodit", mixinStandardHelpOptions = true,
        description = "Exact Fixed and beam search on a public board set, totals against the published optima.")
public final class BenchFloodItCommand implements Callable<Integer> {

    @Option(names = "--set", split = ",", paramLabel = "NAME,...", defaultValue = "pc19",
            description = "Folders of shared/data/floodit (or paths), run one after the other. Default: ${DEFAULT-VALUE}.")
    List<String> sets;

    @Option(names = "--boards", paramLabel = "N", defaultValue = "1000", description = "First N boards. Default: ${DEFAULT-VALUE}.")
    int boards;

    @Option(names = "--beam", split = ",", paramLabel = "W,...", defaultValue = "20,100", description = "Beam widths. Default: ${DEFAULT-VALUE}.")
    List<Integer> beams;

    @Option(names = "--no-exact", description = "Skip the exact search.")
    boolean noExact;

    @Option(names = "--exact-limit", paramLabel = "DURATION", defaultValue = "120s", converter = DurationConverter.class,
            description = "Limit per board of the exact search. Default: ${DEFAULT-VALUE}.")
    Duration exactLimit;

    private final BenchmarkFloodItUseCase useCase;
    private final Terminal terminal;

    @Inject
    public BenchFloodItCommand(BenchmarkFloodItUseCase useCase, Terminal terminal) {
        this.useCase = useCase;
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        List<Path> folders = sets.stream().map(BenchFloodItCommand::locate).toList();
        var out = terminal.out();
        for (Path folder : folders) {
            boolean centre = folder.getFileName().toString().startsWith("codegolf");
            BenchmarkFloodItResult r = useCase.run(new BenchmarkFloodItUseCase.BenchmarkFloodItCommand(folder, centre,
                    boards, beams, !noExact, exactLimit));
            out.printf(Locale.ROOT, "%s, first %d boards, pivot %s, single-threaded:%n", folder.getFileName(), r.boards(),
                    centre ? "centre" : "top-left");
            out.println("| solver | total | vs optimal | time | worst board | peak heap |");
            out.println("|---|---|---|---|---|---|");
            for (SolverRun s : r.runs()) {
                String total = s.unsolved() > 0 ? s.unsolved() + " over the limit" : String.valueOf(s.total());
                String gap = s.unsolved() > 0 ? "-" : String.format(Locale.ROOT, "%+.2f%%",
                        (s.total() - s.optimalTotal()) * 100.0 / s.optimalTotal());
                out.printf(Locale.ROOT, "| %s | %s | %s (optimal %d) | %.1f s | %.2f s (#%d) | %d MiB |%n", s.solver(),
                        total, gap, s.optimalTotal(), s.nanos() / 1e9, s.worstNanos() / 1e9, s.worstBoard(),
                        s.peakHeapBytes() >> 20);
            }
            out.println();
        }
        peakRssMiB().ifPresent(mib -> out.printf(Locale.ROOT, "peak RSS of the whole run: %d MiB%n", mib));
        return ExitCodes.OK;
    }

    /** The process's peak resident set (Linux /proc), which is what the published anchors report. */
    private static java.util.OptionalLong peakRssMiB() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    return java.util.OptionalLong.of(Long.parseLong(line.replaceAll("\\D", "")) >> 10);
                }
            }
        } catch (java.io.IOException | RuntimeException e) {
            // not Linux: no RSS line
        }
        return java.util.OptionalLong.empty();
    }

    /** A folder path as given, or a set of shared/data/floodit. */
    private static Path locate(String set) {
        Path direct = Path.of(set);
        return Files.isDirectory(direct) ? direct : BenchData.locate("floodit/" + set);
    }
}
