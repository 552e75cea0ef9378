package org.gridpuzzle.adapter.cli.bench;

import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.DurationConverter;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.adapter.cli.games.PlanningOptions;
import org.gridpuzzle.application.port.in.games.PlanGameUseCase;
import org.gridpuzzle.application.port.in.games.PlanGameUseCase.LevelPlan;
import org.gridpuzzle.application.port.in.games.PlanGameUseCase.PlanResult;
import org.gridpuzzle.domain.planning.PlanSearch;
import org.gridpuzzle.domain.search.Limits;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** A Sokoban level set under several strategy/encoding pairs: solved, proved optimal, pushes and PAR-2. */
@Command(name = "sokoban", mixinStandardHelpOptions = true,
        description = {"Plan a level set (shared/data/sokoban/<set>/levels.xsb, or --file) under each configuration.",
            "PAR-2: the time of every solved level plus twice the limit for every unsolved one."})
public final class BenchSokobanCommand implements Callable<Integer> {

    @Option(names = "--set", defaultValue = "microban", paramLabel = "NAME", description = "microban or xsokoban90. Default: ${DEFAULT-VALUE}.")
    String set;

    @Option(names = "--file", paramLabel = "XSB", description = "Any XSB file instead of a shared set.")
    Path file;

    @Option(names = "--first", paramLabel = "N", description = "Only the first N levels.")
    Integer first;

    @Option(names = "--configs", split = ",", paramLabel = "STRATEGY:ENCODING,...",
            defaultValue = "parallel:tree,parallel:dag,parallel:path,recipe:tree",
            description = "Default: ${DEFAULT-VALUE}.")
    List<String> configs;

    @Option(names = "--per-level", description = "Also print a row per level: pushes (* when proved optimal) and time under each configuration.")
    boolean perLevel;

    @Option(names = "--sat-solver", defaultValue = "cadical -q", paramLabel = "CMD", description = "Default: ${DEFAULT-VALUE}.")
    String solver;

    @Option(names = "--timeout", defaultValue = "60s", converter = DurationConverter.class, paramLabel = "DURATION",
            description = "Per level. Default: ${DEFAULT-VALUE}.")
    Duration timeout;

    private final PlanGameUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public BenchSokobanCommand(PlanGameUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() {
        Path xsb = file != null ? file : BenchData.locate("sokoban").resolve(set).resolve("levels.xsb");
        if (!Files.exists(xsb)) {
            throw new org.gridpuzzle.application.error.InvalidInputException(xsb.toString(), "no such file");
        }
        List<Integer> levels = new ArrayList<>();
        for (int i = 1; first != null && i <= first; i++) {
            levels.add(i);
        }
        PrintWriter out = terminal.out();
        out.printf(Locale.ROOT, "%s, %s, %d s per level:%n", xsb.getFileName(), solver, timeout.toSeconds());
        out.println("| strategy | encoding | solved | proved optimal | pushes (solved) | PAR-2 | unsolved |");
        out.println("|---|---|---|---|---|---|---|");
        List<Run> runs = new ArrayList<>();
        for (String config : configs) {
            if (cancellation.isCancelled()) {
                break;
            }
            String[] parts = config.split(":");
            PlanSearch.Options options = PlanningOptions.resolve(parts[0], parts.length > 1 ? parts[1] : null, 1000,
                    true);
            Limits limits = Limits.none().withTimeLimit(timeout).withCancellation(cancellation::isCancelled);
            PlanResult r = useCase.plan(new PlanGameUseCase.PlanCommand(PlanGameUseCase.Game.SOKOBAN, xsb, levels,
                    options, solver, limits, null));
            runs.add(new Run(options.strategy().label() + "/" + options.encoding().label(), r.levels()));
            int solved = 0;
            int proved = 0;
            long pushes = 0;
            double par2 = 0;
            List<Integer> unsolved = new ArrayList<>();
            for (LevelPlan p : r.levels()) {
                if (p.solved()) {
                    solved++;
                    pushes += p.outcome().objectMoves();
                    par2 += p.nanos() / 1e9;
                    proved += p.outcome().optimal() ? 1 : 0;
                } else {
                    par2 += 2 * timeout.toMillis() / 1e3;
                    unsolved.add(p.index());
                }
            }
            out.printf(Locale.ROOT, "| %s | %s | %d of %d | %d | %d | %.0f s | %s |%n", options.strategy().label(),
                    options.encoding().label(), solved, r.levels().size(), proved, pushes, par2, compact(unsolved));
            out.flush();
        }
        if (runs.size() > 1) {
            printCommonlySolved(out, runs);
        }
        if (perLevel && !runs.isEmpty()) {
            printPerLevel(out, runs);
        }
        return ExitCodes.OK;
    }

    /** One configuration's answers, level by level in file order. */
    private record Run(String label, List<LevelPlan> levels) {
    }

    /**
     * PAR-2 rewards solving more; the time over the levels every configuration solved compares speed alone
     * (the paper's second view of its Sokoban table).
     */
    private static void printCommonlySolved(PrintWriter out, List<Run> runs) {
        int n = runs.stream().mapToInt(r -> r.levels().size()).min().orElse(0);
        List<Integer> common = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            final int level = i;
            if (runs.stream().allMatch(r -> r.levels().get(level).solved())) {
                common.add(i);
            }
        }
        List<String> times = new ArrayList<>();
        for (Run run : runs) {
            double seconds = 0;
            for (int i : common) {
                seconds += run.levels().get(i).nanos() / 1e9;
            }
            times.add(String.format(Locale.ROOT, "%s %.1f s", run.label(), seconds));
        }
        out.printf(Locale.ROOT, "solved under every configuration: %d levels; time on those: %s%n", common.size(),
                String.join(", ", times));
    }

    private static void printPerLevel(PrintWriter out, List<Run> runs) {
        StringBuilder head = new StringBuilder("| level |");
        StringBuilder rule = new StringBuilder("|---|");
        for (Run run : runs) {
            head.append(' ').append(run.label()).append(" |");
            rule.append("---|");
        }
        out.println();
        out.println(head);
        out.println(rule);
        for (int i = 0; i < runs.get(0).levels().size(); i++) {
            StringBuilder row = new StringBuilder("| ").append(runs.get(0).levels().get(i).index()).append(" |");
            for (Run run : runs) {
                row.append(' ').append(i < run.levels().size() ? cell(run.levels().get(i)) : "").append(" |");
            }
            out.println(row);
        }
    }

    /** "23* 4.1 s" (proved optimal), "25 9.0 s", or "≥ 19, 20.3 s" when unsolved. */
    private static String cell(LevelPlan p) {
        PlanSearch.Outcome o = p.outcome();
        String what = p.solved() ? o.objectMoves() + (o.optimal() ? "*" : "") : "≥ " + o.lowerBound() + ",";
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
