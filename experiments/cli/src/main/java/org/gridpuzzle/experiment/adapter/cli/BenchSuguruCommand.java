package org.gridpuzzle.experiment.adapter.cli;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.gridpuzzle.experiment.model.Suites;
import org.gridpuzzle.clikit.CancellationFlag;
import org.gridpuzzle.clikit.Converters;
import org.gridpuzzle.clikit.DurationConverter;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.clikit.LabelledEnumConverter;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.experiment.measure.Medians;
import org.gridpuzzle.experiment.port.in.suguru.BenchmarkSuguruCommand;
import org.gridpuzzle.experiment.port.in.suguru.BenchmarkSuguruResult;
import org.gridpuzzle.experiment.port.in.suguru.BenchmarkSuguruUseCase;
import org.gridpuzzle.experiment.port.in.suguru.CompareSuguruSolversCommand;
import org.gridpuzzle.experiment.port.in.suguru.CompareSuguruSolversResult;
import org.gridpuzzle.experiment.port.in.suguru.CompareSuguruSolversUseCase;
import org.gridpuzzle.experiment.port.in.suguru.GeneratorStatisticsCommand;
import org.gridpuzzle.experiment.port.in.suguru.GeneratorStatisticsResult;
import org.gridpuzzle.experiment.port.in.suguru.GeneratorStatisticsUseCase;
import org.gridpuzzle.experiment.port.in.suguru.InstanceTiming;
import org.gridpuzzle.experiment.port.in.suguru.SolverTiming;
import org.gridpuzzle.domain.suguru.Difficulty;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "suguru", mixinStandardHelpOptions = true,
        description = "paper230: fast vs paper on every instance, the strip solver and the 20x20 generator; large: the"
                + " fast solver vs the SAT solver (each back-end), solving and counting to two.")
public final class BenchSuguruCommand extends CancellableBenchmark {

    /** The instance sets of shared/data/suguru. */
    enum Set { paper230, large, generator }

    @Option(names = "--set", paramLabel = "SET", defaultValue = Suites.SUGURU_SET,
            description = "paper230, large, or generator (region shapes, grades and times of --generate puzzles)."
                    + " Default: ${DEFAULT-VALUE}.")
    Set set;

    @Option(names = "--size", paramLabel = "N", defaultValue = "30",
            description = "With --set generator: rows and columns. Default: ${DEFAULT-VALUE}.")
    int size;

    @Option(names = "--max-region", paramLabel = "S", defaultValue = "5",
            description = "With --set generator: the largest region. Default: ${DEFAULT-VALUE}.")
    int maxRegion;

    @Option(names = "--grade", paramLabel = "GRADE", converter = Converters.Grade.class,
            completionCandidates = Converters.Grade.class,
            description = "With --set generator: the grade asked for (easy, medium, hard, expert). Default: any.")
    Difficulty grade;

    @Option(names = "--sat-solvers", split = ";", defaultValue = "sat4j;auto", paramLabel = "CMD;...",
            description = "With --set large: the SAT back-ends measured beside the fast solver. Default: ${DEFAULT-VALUE}.")
    List<String> satSolvers;

    @Option(names = "--timeout", paramLabel = "DURATION", defaultValue = "60s", converter = DurationConverter.class,
            description = "With --set large: the limit of one run. Default: ${DEFAULT-VALUE}.")
    Duration timeout;

    @Option(names = "--data", paramLabel = "DIR",
            description = "Instances (K.in with K.ans). Default: shared/data/suguru/paper230 found beside the repository.")
    Path data;

    @Option(names = "--repeat", paramLabel = "N", defaultValue = "5", description = "Timed runs per instance; the median counts. Default: ${DEFAULT-VALUE}.")
    int repeat;

    @Option(names = "--paper-timeout", paramLabel = "DURATION", defaultValue = Suites.SUGURU_LIMIT, converter = DurationConverter.class,
            description = "Time limit of one paper-solver run. Default: ${DEFAULT-VALUE}.")
    Duration paperTimeout;

    @Option(names = "--strip", paramLabel = "CELLS", defaultValue = "1000000", description = "Strip length. Default: ${DEFAULT-VALUE}.")
    int strip;

    @Option(names = "--generate", paramLabel = "N", defaultValue = "20", description = "20x20 puzzles per generator mode"
            + " (with --set generator: puzzles, seeds 0..N-1). Default: ${DEFAULT-VALUE}.")
    int generate;

    @Option(names = "--csv", paramLabel = "FILE", description = "Also write per-instance times to FILE.")
    Path csv;

    private final BenchmarkSuguruUseCase useCase;
    private final CompareSuguruSolversUseCase compare;
    private final GeneratorStatisticsUseCase generator;

    @Inject
    public BenchSuguruCommand(BenchmarkSuguruUseCase useCase, CompareSuguruSolversUseCase compare,
            GeneratorStatisticsUseCase generator, Terminal terminal, CancellationFlag cancellation) {
        super(terminal, cancellation);
        this.useCase = useCase;
        this.compare = compare;
        this.generator = generator;
    }

    @Override
    protected int measure() {
        if (set == Set.large) {
            return large();
        }
        if (set == Set.generator) {
            return generator();
        }
        BenchmarkSuguruResult r = useCase.run(new BenchmarkSuguruCommand(data, repeat, paperTimeout, strip, generate, csv,
                cancellation::isCancelled));
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

    /** One row per instance, a column pair (solve, count to two) per solver, then each solver's median and worst. */
    private int large() {
        CompareSuguruSolversResult r = compare.compare(new CompareSuguruSolversCommand(data, satSolvers, repeat, timeout,
                cancellation::isCancelled));
        var out = terminal.out();
        out.printf(Locale.ROOT, "Suguru solvers on %s: median of %d runs after a warm-up; solve / count to two, in ms%n",
                r.folder(), repeat);
        StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "| %-8s | %-7s |", "instance", "size"));
        for (String s : r.solvers()) {
            header.append(String.format(Locale.ROOT, " %-26s |", s));
        }
        out.println(header);
        out.println(header.toString().replaceAll("[^|]", "-"));
        Map<String, List<SolverTiming>> byInstance = new LinkedHashMap<>();
        for (SolverTiming t : r.timings()) {
            byInstance.computeIfAbsent(t.instance(), k -> new ArrayList<>()).add(t);
        }
        boolean allVerified = true;
        for (List<SolverTiming> row : byInstance.values()) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "| %-8s | %-7s |", stem(row.get(0).instance())
                    .substring(1), row.get(0).size()));
            for (SolverTiming t : row) {
                line.append(String.format(Locale.ROOT, " %26s |", ms(t.solveNanos()) + " / " + ms(t.countNanos())));
                allVerified &= t.verified();
            }
            out.println(line);
        }
        for (String s : r.solvers()) {
            List<Long> solves = new ArrayList<>();
            List<Long> counts = new ArrayList<>();
            int stopped = 0;
            for (SolverTiming t : r.timings()) {
                if (t.solver().equals(s)) {
                    if (t.solveNanos() < 0 || t.countNanos() < 0) {
                        stopped++;
                    }
                    solves.add(t.solveNanos() < 0 ? Long.MAX_VALUE : t.solveNanos());
                    counts.add(t.countNanos() < 0 ? Long.MAX_VALUE : t.countNanos());
                }
            }
            out.printf(Locale.ROOT, "%s: solve median %s ms, worst %s ms; count to two median %s ms, worst %s ms%s%n", s,
                    ms(Medians.of(solves)), ms(Collections.max(solves)), ms(Medians.of(counts)), ms(Collections.max(counts)),
                    stopped > 0 ? " (" + stopped + " stopped at " + timeout + ")" : "");
        }
        out.println(allVerified ? "every solution verified, equal to its answer file, and shown unique"
                : "NOT every solution verified and unique: see the rows");
        return allVerified ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
    }

    /** Time, region shapes (the banding statistic) and grades of generated puzzles. */
    private int generator() {
        GeneratorStatisticsResult r = generator.run(new GeneratorStatisticsCommand(size, maxRegion, generate, grade,
                cancellation::isCancelled));
        var out = terminal.out();
        out.printf(Locale.ROOT, "generate %dx%d (regions up to %d%s), seeds 0..%d: median %.1f ms, worst %.1f ms;"
                        + " every puzzle unique by the counter, its solution verified%n", size, size, maxRegion,
                grade == null ? "" : ", grade " + LabelledEnumConverter.label(grade), generate - 1,
                (double) Medians.of(r.nanos()) / 1e6, Collections.max(r.nanos()) / 1e6);
        out.printf(Locale.ROOT, "regions: %d; bounding box at most 2 rows high %.1f%%, at most 2 columns wide %.1f%%;"
                        + " givens per puzzle %.1f%n", r.regions(), 100.0 * r.flatRows() / r.regions(),
                100.0 * r.flatCols() / r.regions(), (double) r.givens() / generate);
        StringBuilder grades = new StringBuilder("grades:");
        for (Difficulty d : Difficulty.values()) {
            grades.append(' ').append(LabelledEnumConverter.label(d)).append(' ').append(r.grades().getOrDefault(d, 0));
        }
        out.println(grades);
        return ExitCodes.OK;
    }

    private static String ms(long nanos) {
        return nanos < 0 || nanos == Long.MAX_VALUE ? "stopped" : String.format(Locale.ROOT, "%.1f", nanos / 1e6);
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

