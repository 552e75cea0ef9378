package org.gridpuzzle.adapter.cli.bench;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.DurationConverter;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.benchmark.measure.Medians;
import org.gridpuzzle.benchmark.port.in.suguru.BenchmarkSuguruCommand;
import org.gridpuzzle.benchmark.port.in.suguru.BenchmarkSuguruResult;
import org.gridpuzzle.benchmark.port.in.suguru.BenchmarkSuguruUseCase;
import org.gridpuzzle.benchmark.port.in.suguru.InstanceTiming;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "suguru", mixinStandardHelpOptions = true,
        description = "fast vs paper on every instance of a folder, the strip solver, and the 20x20 generator.")
public final class BenchSuguruCommand implements Callable<Integer> {

    @Option(names = "--data", paramLabel = "DIR",
            description = "Instances (K.in with K.ans). Default: shared/data/suguru/paper230 found beside the repository.")
    Path data;

    @Option(names = "--repeat", paramLabel = "N", defaultValue = "5", description = "Timed runs per instance; the median counts. Default: ${DEFAULT-VALUE}.")
    int repeat;

    @Option(names = "--paper-timeout", paramLabel = "DURATION", defaultValue = "120s", converter = DurationConverter.class,
            description = "Time limit of one paper-solver run. Default: ${DEFAULT-VALUE}.")
    Duration paperTimeout;

    @Option(names = "--strip", paramLabel = "CELLS", defaultValue = "1000000", description = "Strip length. Default: ${DEFAULT-VALUE}.")
    int strip;

    @Option(names = "--generate", paramLabel = "N", defaultValue = "20", description = "20x20 puzzles per generator mode. Default: ${DEFAULT-VALUE}.")
    int generate;

    @Option(names = "--csv", paramLabel = "FILE", description = "Also write per-instance times to FILE.")
    Path csv;

    private final BenchmarkSuguruUseCase useCase;
    private final Terminal terminal;

    @Inject
    public BenchSuguruCommand(BenchmarkSuguruUseCase useCase, Terminal terminal) {
        this.useCase = useCase;
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        BenchmarkSuguruResult r = useCase.run(new BenchmarkSuguruCommand(data, repeat, paperTimeout, strip, generate, csv));
        var out = terminal.out();
        if (!r.instances().isEmpty()) {
            out.printf(Locale.ROOT, "Suguru solvers on %d instances of %s: median of %d runs after 3 warm-up rounds%n",
                    r.instances().size(), r.folder(), repeat);
            out.printf(Locale.ROOT, "%-8s %4s %12s %18s %12s %21s %10s%n", "size", "n", "fast total", "fast worst",
                    "paper total", "paper worst", "ratio");
            Map<String, List<InstanceTiming>> bySize = new TreeMap<>(
                    Comparator.comparingInt((String s) -> s.length()).thenComparing(s -> s));
            for (InstanceTiming t : r.instances()) {
                bySize.computeIfAbsent(t.size(), k -> new ArrayList<>()).add(t);
            }
            for (Map.Entry<String, List<InstanceTiming>> e : bySize.entrySet()) {
                row(e.getKey(), e.getValue());
            }
            row("all", r.instances());
            List<Long> fast = new ArrayList<>();
            long over = 0;
            boolean allMatch = true;
            for (InstanceTiming t : r.instances()) {
                fast.add(t.fastNanos());
                over += t.fastNanos() >= 1_000_000 ? 1 : 0;
                allMatch &= t.fastMatchesAnswer() && (t.paperNanos() < 0 || t.paperMatchesAnswer());
            }
            out.printf(Locale.ROOT, "fast: median %.3f ms per instance, %d of %d at or over 1 ms; every answer %s%n",
                    (double) Medians.of(fast) / 1e6, over, fast.size(), allMatch ? "verified and equal to the answer file"
                            : "NOT matching: see the CSV");
        }
        if (r.stripNanos() >= 0) {
            out.printf(Locale.ROOT, "strip: 1x%d in %.1f ms (median)%n", r.stripLength(), r.stripNanos() / 1e6);
        }
        if (!r.generateNanos().isEmpty()) {
            out.printf(Locale.ROOT, "generate 20x20 (regions up to 5), %d seeds: median %.1f ms, worst %.1f ms; "
                    + "minimal: median %.1f ms, worst %.1f ms%n", r.generateNanos().size(),
                    (double) Medians.of(r.generateNanos()) / 1e6, Collections.max(r.generateNanos()) / 1e6,
                    (double) Medians.of(r.generateMinimalNanos()) / 1e6, Collections.max(r.generateMinimalNanos()) / 1e6);
        }
        return ExitCodes.OK;
    }

    private void row(String label, List<InstanceTiming> ts) {
        long fast = 0;
        long paper = 0;
        InstanceTiming fastWorst = ts.get(0);
        InstanceTiming paperWorst = ts.get(0);
        int timeouts = 0;
        for (InstanceTiming t : ts) {
            fast += t.fastNanos();
            if (t.paperNanos() < 0) {
                timeouts++;
            } else {
                paper += t.paperNanos();
            }
            fastWorst = t.fastNanos() > fastWorst.fastNanos() ? t : fastWorst;
            boolean worse = paperWorst.paperNanos() >= 0 && (t.paperNanos() < 0 || t.paperNanos() > paperWorst.paperNanos());
            paperWorst = worse ? t : paperWorst;
        }
        String worst = paperWorst.paperNanos() < 0 ? "timeout" : String.format(Locale.ROOT, "%.1f ms", paperWorst.paperNanos() / 1e6);
        terminal.out().printf(Locale.ROOT, "%-8s %4d %9.2f ms %9.3f ms %-6s %9.1f ms %14s %-6s %9.1fx%s%n", label,
                ts.size(), fast / 1e6, fastWorst.fastNanos() / 1e6, "(" + stem(fastWorst.name()) + ")", paper / 1e6,
                worst, "(" + stem(paperWorst.name()) + ")", (double) paper / Math.max(1, fast),
                timeouts > 0 ? "  (" + timeouts + " paper timeouts)" : "");
    }

    private static String stem(String name) {
        int dot = name.lastIndexOf('.');
        return "#" + (dot < 0 ? name : name.substring(0, dot));
    }


}

