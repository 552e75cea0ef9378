package org.gridpuzzle.adapter.file.benchmark;

import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.gridpuzzle.adapter.file.AtomicFiles;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.out.benchmark.FloodItSet;
import org.gridpuzzle.application.port.out.benchmark.ListSuguruInstancesPort;
import org.gridpuzzle.application.port.out.benchmark.LoadFloodItSetPort;
import org.gridpuzzle.application.port.out.benchmark.LoadSnowmanSuitePort;
import org.gridpuzzle.application.port.out.benchmark.SaveReportPort;
import org.gridpuzzle.application.port.out.benchmark.SnowmanSuite;
import org.gridpuzzle.application.port.out.benchmark.SuguruInstance;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.format.floodit.BoardFormat;

/** The benchmark sets' folders: Suguru instances with answers, Flood-It sets with optima, the Snowman suite. */
public final class BenchmarkFileAdapter implements ListSuguruInstancesPort, LoadFloodItSetPort, LoadSnowmanSuitePort,
        SaveReportPort {

    private final FormatRegistry registry;

    @Inject
    public BenchmarkFileAdapter(FormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public List<SuguruInstance> listSuguruInstances(Path folder) {
        List<String> extensions = registry.formats(SuguruPuzzle.class).stream()
                .flatMap(f -> f.extensions().stream()).toList();
        List<Path> files;
        try (Stream<Path> stream = Files.list(folder)) {
            files = stream.filter(p -> extensions.stream().anyMatch(e -> p.getFileName().toString().endsWith(e)))
                    .sorted(BenchmarkFileAdapter::naturalOrder).toList();
        } catch (IOException e) {
            throw new InvalidInputException(folder.toString(), "cannot list the folder: " + e.getMessage());
        }
        List<SuguruInstance> out = new ArrayList<>();
        for (Path p : files) {
            Path answer = answerOf(p);
            Optional<IntGrid> grid = Files.isRegularFile(answer) ? Optional.of(registry.read(IntGrid.class, answer, null))
                    : Optional.empty();
            out.add(new SuguruInstance(p.getFileName().toString(), registry.read(SuguruPuzzle.class, p, null), grid));
        }
        return out;
    }

    private static Path answerOf(Path puzzle) {
        String name = puzzle.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return puzzle.resolveSibling((dot < 0 ? name : name.substring(0, dot)) + ".ans");
    }

    /** 2.in before 10.in: compare the leading numbers, then the names. */
    static int naturalOrder(Path a, Path b) {
        String x = a.getFileName().toString();
        String y = b.getFileName().toString();
        long nx = leadingNumber(x);
        long ny = leadingNumber(y);
        return nx != ny ? Long.compare(nx, ny) : x.compareTo(y);
    }

    private static long leadingNumber(String name) {
        int i = 0;
        while (i < name.length() && name.charAt(i) >= '0' && name.charAt(i) <= '9' && i < 18) {
            i++;
        }
        return i == 0 ? Long.MAX_VALUE : Long.parseLong(name.substring(0, i));
    }

    @Override
    public FloodItSet loadFloodItSet(Path folder) {
        Path boardsFile = folder.resolve("boards.txt");
        String text = FormatRegistry.readText(boardsFile);
        String[] lines = text.split("\\r?\\n");
        List<Board> boards = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            if (!lines[i].isBlank()) {
                int line = i + 1;
                boards.add(FormatRegistry.parsing(() -> BoardFormat.readLine(boardsFile.toString(), text, line)));
            }
        }
        List<Integer> optimal = Arrays.stream(FormatRegistry.readText(folder.resolve("optimal.txt")).split("\\r?\\n"))
                .filter(l -> !l.isBlank()).map(l -> l.strip().length()).toList();
        return new FloodItSet(boards, optimal);
    }

    @Override
    public SnowmanSuite loadSnowmanSuite(Path folder) {
        List<Path> levels;
        try (Stream<Path> files = Files.list(folder.resolve("levels"))) {
            levels = files.filter(f -> f.toString().endsWith(".lvl")).sorted().toList();
        } catch (IOException e) {
            throw new InvalidInputException(folder.toString(), "no levels folder: " + e.getMessage());
        }
        return new SnowmanSuite(levels, bestKnown(folder.resolve("best-known.csv")));
    }

    /** best-known.csv: file name → opt_ball_moves, or "lb..ub" when open (columns 5, 6 and 7). */
    private static Map<String, String> bestKnown(Path csv) {
        Map<String, String> out = new HashMap<>();
        if (!Files.exists(csv)) {
            return out;
        }
        String[] rows = FormatRegistry.readText(csv).split("\\r?\\n");
        for (int i = 1; i < rows.length; i++) {
            if (rows[i].isBlank()) {
                continue;
            }
            String[] f = rows[i].split(",", -1);
            if (f.length < 7) {
                throw new InvalidInputException(csv.toString(), i + 1, 1, "expected at least 7 columns, found " + f.length);
            }
            out.put(f[0].replace(".lvl", ""), f[4].isEmpty() ? f[5] + ".." + f[6] : f[4]);
        }
        return out;
    }

    @Override
    public void saveReport(Path file, String text) {
        AtomicFiles.write(file, text);
    }
}

