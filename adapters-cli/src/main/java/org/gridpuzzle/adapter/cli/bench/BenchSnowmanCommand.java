package org.gridpuzzle.adapter.cli.bench;

import jakarta.inject.Inject;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.gridpuzzle.adapter.cli.CancellationFlag;
import org.gridpuzzle.adapter.cli.DurationConverter;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.adapter.cli.games.PlanningOptions;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.games.PlanGameUseCase;
import org.gridpuzzle.application.port.in.games.PlanGameUseCase.LevelPlan;
import org.gridpuzzle.domain.planning.PlanSearch;
import org.gridpuzzle.domain.search.Limits;
import picocli.CommandLine.Command;
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

    @Option(names = "--strategy", defaultValue = "sequential", paramLabel = "NAME", description = "sequential, parallel, recipe or agent-moves. Default: ${DEFAULT-VALUE}.")
    String strategy;

    @Option(names = "--encoding", paramLabel = "NAME", description = "path, dag or tree. Default: path (sequential), tree (parallel, recipe).")
    String encoding;

    @Option(names = "--sat-solver", defaultValue = "cadical -q", paramLabel = "CMD", description = "Default: ${DEFAULT-VALUE}.")
    String solver;

    @Option(names = "--timeout", defaultValue = "120s", converter = DurationConverter.class, paramLabel = "DURATION",
            description = "Per level. Default: ${DEFAULT-VALUE}.")
    Duration timeout;

    private final PlanGameUseCase useCase;
    private final Terminal terminal;
    private final CancellationFlag cancellation;

    @Inject
    public BenchSnowmanCommand(PlanGameUseCase useCase, Terminal terminal, CancellationFlag cancellation) {
        this.useCase = useCase;
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public Integer call() {
        Path dir = data != null ? data : BenchData.locate("snowman");
        Map<String, String> best = bestKnown(dir.resolve("best-known.csv"));
        PlanSearch.Options options = PlanningOptions.resolve(strategy, encoding, 200, true);
        PrintWriter out = terminal.out();
        out.printf(Locale.ROOT, "Snowman, %s/%s, %s, %d s per level:%n", options.strategy().label(),
                options.encoding().label(), solver, timeout.toSeconds());
        out.println("| level | best known | found | proved | lower bound | time |");
        out.println("|---|---|---|---|---|---|");
        int proved = 0;
        int count = 0;
        double provedSeconds = 0;
        for (Path file : levels(dir)) {
            if (cancellation.isCancelled()) {
                break;
            }
            String name = file.getFileName().toString().replace(".lvl", "");
            if (only != null && !only.contains(name)) {
                continue;
            }
            Limits limits = Limits.none().withTimeLimit(timeout).withCancellation(cancellation::isCancelled);
            LevelPlan p = useCase.plan(new PlanGameUseCase.PlanCommand(PlanGameUseCase.Game.SNOWMAN, file, List.of(),
                    options, solver, limits, null)).levels().get(0);
            PlanSearch.Outcome o = p.outcome();
            double seconds = p.nanos() / 1e9;
            count++;
            if (o.optimal()) {
                proved++;
                provedSeconds += seconds;
            }
            out.printf(Locale.ROOT, "| %s | %s | %s | %s | %d | %.1f s |%n", name, best.getOrDefault(name, "?"),
                    p.solved() ? String.valueOf(o.objectMoves()) : "-", o.optimal() ? "yes" : "no", o.lowerBound(),
                    seconds);
            out.flush();
        }
        out.printf(Locale.ROOT, "proved optimal: %d of %d, %.1f s for those%n", proved, count, provedSeconds);
        return ExitCodes.OK;
    }

    private static List<Path> levels(Path dir) {
        try (Stream<Path> files = Files.list(dir.resolve("levels"))) {
            return files.filter(f -> f.toString().endsWith(".lvl")).sorted().toList();
        } catch (IOException e) {
            throw new InvalidInputException(dir.toString(), "no levels folder: " + e.getMessage());
        }
    }

    /** best-known.csv: file name → opt_ball_moves, or "lb..ub" when open. */
    private static Map<String, String> bestKnown(Path csv) {
        Map<String, String> out = new HashMap<>();
        if (!Files.exists(csv)) {
            return out;
        }
        try {
            List<String> rows = Files.readAllLines(csv);
            for (String row : rows.subList(1, rows.size())) {
                String[] f = row.split(",", -1);
                out.put(f[0].replace(".lvl", ""), f[4].isEmpty() ? f[5] + ".." + f[6] : f[4]);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

}
