package org.gridpuzzle.experiment.adapter.cli;

import org.gridpuzzle.domain.planning.PlanOutcome;
import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.gridpuzzle.experiment.model.Suites;
import org.gridpuzzle.clikit.CancellationFlag;
import org.gridpuzzle.clikit.Converters;
import org.gridpuzzle.clikit.DurationConverter;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.application.port.in.planning.LevelPlan;
import org.gridpuzzle.application.port.in.planning.PlanBackend;
import org.gridpuzzle.experiment.port.in.planning.BenchmarkSokobanCommand;
import org.gridpuzzle.experiment.port.in.planning.BenchmarkSokobanResult;
import org.gridpuzzle.experiment.port.in.planning.BenchmarkSokobanUseCase;
import org.gridpuzzle.experiment.port.in.planning.ConfigurationRun;
import org.gridpuzzle.experiment.port.in.planning.SokobanConfiguration;
import org.gridpuzzle.domain.reachability.EncodingKind;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** A Sokoban level set under several strategy/encoding pairs: solved, proved optimal, pushes and PAR-2. */
@Command(name = "sokoban", mixinStandardHelpOptions = true,
        description = {"Plan a level set (shared/data/sokoban/<set>/levels.xsb, or --file) under each configuration.",
            "PAR-2: the time of every solved level plus twice the limit for every unsolved one."})
public final class BenchSokobanCommand implements Callable<Integer> {

    @Option(names = "--set", defaultValue = Suites.SOKOBAN_SET, paramLabel = "NAME", description = "microban or xsokoban90. Default: ${DEFAULT-VALUE}.")
    String set;

    @Option(names = "--file", paramLabel = "XSB", description = "Any XSB file instead of a shared set.")
    Path file;

    @Option(names = "--first", paramLabel = "N", description = "Only the first N levels.")
    Integer first;

    @Option(names = "--configs", split = ",", paramLabel = "STRATEGY:ENCODING,...",
            defaultValue = Suites.SOKOBAN_CONFIGS,
            description = {"STRATEGY:ENCODING of our SAT planner, search, search-optimal or hybrid (the state search and its"
                + " join with SAT), or asp:fair, asp:competition (ASP models under gringo |"
                + " clasp, ascending), asp:competition@K (deciding the bound K each level's title ends with, as the ASP"
                + " Competition's instances are named).", "Default: ${DEFAULT-VALUE}."})
    List<String> configs;

    @Option(names = "--per-level", description = "Also print a row per level: pushes (* when proved optimal) and time under each configuration.")
    boolean perLevel;

    @Mixin
    PlanningBenchOptions sat;

    @Option(names = "--timeout", defaultValue = Suites.SOKOBAN_LIMIT, converter = DurationConverter.class, paramLabel = "DURATION",
            description = "Per level. Default: ${DEFAULT-VALUE}.")
    Duration timeout;

    private final BenchmarkSokobanUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public BenchSokobanCommand(BenchmarkSokobanUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() {
        List<SokobanConfiguration> configurations = new ArrayList<>();
        for (String config : configs) {
            configurations.add(configuration(config));
        }
        PrintWriter out = terminal.out();
        out.printf(Locale.ROOT, "%s, %s, %d s per level:%n", file != null ? file.getFileName() : "levels.xsb", sat.solver,
                timeout.toSeconds());
        out.println("| strategy | encoding | solved | proved optimal | pushes (solved) | PAR-2 | unsolved |");
        out.println("|---|---|---|---|---|---|---|");
        BenchmarkSokobanResult r = useCase.run(new BenchmarkSokobanCommand(set, file, first, configurations, sat.solver,
                timeout, cancellation::isCancelled, run -> {
                    // a decided "no plan within K" is an answer: shown beside the plans found, not among the unsolved
                    String solvedCell = run.solved() + " of " + run.levels().size()
                            + (run.refuted() > 0 ? " (+ " + run.refuted() + " no plan within K)" : "");
                    out.printf(Locale.ROOT, "| %s | %s | %s | %d | %d | %.0f s | %s |%n",
                            run.strategy(), run.encoding(), solvedCell,
                            run.proved(), run.pushes(), run.par2Seconds(), compact(run.unsolved()));
                    out.flush();
                }));
        if (r.runs().size() > 1) {
            List<String> times = new ArrayList<>();
            for (int i = 0; i < r.runs().size(); i++) {
                times.add(String.format(Locale.ROOT, "%s %.1f s", r.runs().get(i).label(), r.commonSeconds().get(i)));
            }
            out.printf(Locale.ROOT, "solved under every configuration: %d levels; time on those: %s%n",
                    r.commonlySolved().size(), String.join(", ", times));
        }
        if (perLevel && !r.runs().isEmpty()) {
            printPerLevel(out, r.runs());
        }
        return ExitCodes.OK;
    }

    /** STRATEGY:ENCODING, or asp:fair, asp:competition, asp:competition@K (the bound in each level's title). */
    private static SokobanConfiguration configuration(String config) {
        String[] parts = config.split(":");
        if (parts[0].trim().equalsIgnoreCase("asp")) {
            String model = parts.length > 1 ? parts[1].trim() : "fair";
            boolean titled = model.endsWith("@K");
            if (parts.length > 2) {
                throw new TypeConversionException("'" + config + "' is not asp:MODEL");
            }
            return new SokobanConfiguration(PlanOptions.of(PlanStrategy.SEQUENTIAL, null, 1000, true),
                    new PlanBackend(PlanBackend.Kind.ASP, titled ? model.substring(0, model.length() - 2) : model,
                            titled ? PlanBackend.TITLE_BOUND : 0));
        }
        PlanStrategy strategy = new Converters.Strategy().convert(parts[0]);
        EncodingKind encoding = parts.length > 1 ? new Converters.Encoding().convert(parts[1]) : null;
        if (parts.length > 2) {
            throw new TypeConversionException("'" + config + "' is not STRATEGY:ENCODING");
        }
        return new SokobanConfiguration(PlanOptions.of(strategy, encoding, 1000, true), PlanBackend.sat());
    }

    private static void printPerLevel(PrintWriter out, List<ConfigurationRun> runs) {
        StringBuilder head = new StringBuilder("| level |");
        StringBuilder rule = new StringBuilder("|---|");
        for (ConfigurationRun run : runs) {
            head.append(' ').append(run.label()).append(" |");
            rule.append("---|");
        }
        out.println();
        out.println(head);
        out.println(rule);
        for (int i = 0; i < runs.get(0).levels().size(); i++) {
            StringBuilder row = new StringBuilder("| ").append(runs.get(0).levels().get(i).index()).append(" |");
            for (ConfigurationRun run : runs) {
                row.append(' ').append(i < run.levels().size() ? cell(run.levels().get(i)) : "").append(" |");
            }
            out.println(row);
        }
    }

    /** "23* 4.1 s" (proved optimal), "25 9.0 s", "≥ 19, 20.3 s" when unsolved, "none, 0.2 s" when proved unsolvable. */
    private static String cell(LevelPlan p) {
        PlanOutcome o = p.outcome();
        String what = p.solved() ? o.objectMoves() + (o.optimal() ? "*" : "")
                : o.noPlanExists() ? "none," : "≥ " + o.lowerBound() + ",";
        return String.format(Locale.ROOT, "%s %.1f s", what, p.nanos() / 1e9);
    }

    private static String compact(List<Integer> levels) {
        if (levels.isEmpty()) {
            return "-";
        }
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < levels.size() && i < 30; i++) {
            parts.add(String.valueOf(levels.get(i)));
        }
        return String.join(" ", parts) + (levels.size() > 30 ? " …" : "");
    }
}

