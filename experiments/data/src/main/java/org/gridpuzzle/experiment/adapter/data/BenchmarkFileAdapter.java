package org.gridpuzzle.experiment.adapter.data;

import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.out.floodit.LoadFloodItBoardPort;
import org.gridpuzzle.application.port.out.output.SaveFilePort;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruGridPort;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruPuzzlePort;
import org.gridpuzzle.experiment.port.out.data.FloodItSet;
import org.gridpuzzle.experiment.port.out.data.ListSuguruInstancesPort;
import org.gridpuzzle.experiment.port.out.data.LoadFloodItSetPort;
import org.gridpuzzle.experiment.port.out.data.LoadSnowmanSuitePort;
import org.gridpuzzle.experiment.port.out.data.SaveReportPort;
import org.gridpuzzle.experiment.port.out.data.SnowmanSuite;
import org.gridpuzzle.experiment.port.out.data.SuguruInstance;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.format.PuzzleFormat;

/**
 * The benchmark sets' folders: Suguru instances with answers, Flood-It sets with optima, the Snowman suite. Puzzles
 * and boards are read by the production readers (the ports the commands use), so a benchmark reads exactly what a
 * command would; only the sets' plain tables (optima, best-known results) are read here.
 */
public final class BenchmarkFileAdapter implements ListSuguruInstancesPort, LoadFloodItSetPort, LoadSnowmanSuitePort,
        SaveReportPort {

    private final List<String> suguruExtensions;
    private final LoadSuguruPuzzlePort puzzles;
    private final LoadSuguruGridPort grids;
    private final LoadFloodItBoardPort boards;
    private final SaveFilePort files;

    @Inject
    public BenchmarkFileAdapter(Set<PuzzleFormat<?>> formats, LoadSuguruPuzzlePort puzzles, LoadSuguruGridPort grids,
            LoadFloodItBoardPort boards, SaveFilePort files) {
        this.suguruExtensions = formats.stream().filter(f -> f.modelType() == SuguruPuzzle.class)
                .flatMap(f -> f.extensions().stream()).toList();
        this.puzzles = puzzles;
        this.grids = grids;
        this.boards = boards;
        this.files = files;
    }

    @Override
    public List<SuguruInstance> listSuguruInstances(Path folder) {
        List<Path> found;
        try (Stream<Path> stream = Files.list(folder)) {
            found = stream.filter(p -> suguruExtensions.stream().anyMatch(e -> p.getFileName().toString().endsWith(e)))
                    .sorted(BenchmarkFileAdapter::naturalOrder).toList();
        } catch (IOException e) {
            throw new InvalidInputException(folder.toString(), "cannot list the folder: " + e.getMessage());
        }
        List<SuguruInstance> out = new ArrayList<>();
        for (Path p : found) {
            Path answer = answerOf(p);
            Optional<IntGrid> grid = Files.isRegularFile(answer) ? Optional.of(grids.loadGrid(PuzzleSource.file(answer), null))
                    : Optional.empty();
            out.add(new SuguruInstance(p.getFileName().toString(), puzzles.loadPuzzle(PuzzleSource.file(p), null), grid));
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
        List<Integer> optimal = optimalLengths(table(folder.resolve("optimal.txt")));
        return new FloodItSet(boards.loadBoards(PuzzleSource.file(folder.resolve("boards.txt"))), optimal);
    }

    /**
     * The optimum of each board: line i holds board i's optimal moves, one character each, so an empty line is a board
     * of one colour, whose optimum is no move (blank lines are not skipped: that would shift every later board's).
     */
    static List<Integer> optimalLengths(String text) {
        return text.isEmpty() ? List.of() : Arrays.stream(text.split("\\r?\\n")).map(l -> l.strip().length()).toList();
    }

    @Override
    public SnowmanSuite loadSnowmanSuite(Path folder) {
        List<Path> levels;
        // shared/data/snowman keeps its levels in levels/ beside best-known.csv; a folder of our own holds them itself
        Path dir = Files.isDirectory(folder.resolve("levels")) ? folder.resolve("levels") : folder;
        try (Stream<Path> found = Files.list(dir)) {
            levels = found.filter(f -> f.toString().endsWith(".lvl")).sorted().toList();
        } catch (IOException e) {
            throw new InvalidInputException(folder.toString(), "cannot list its levels: " + e.getMessage());
        }
        if (levels.isEmpty()) {
            throw new InvalidInputException(folder.toString(), "holds no .lvl level (nor a levels folder with some)");
        }
        return new SnowmanSuite(levels, bestKnown(folder.resolve("best-known.csv")));
    }

    /** best-known.csv: file name → opt_ball_moves, or "lb..ub" when open (columns 5, 6 and 7). */
    private static Map<String, String> bestKnown(Path csv) {
        Map<String, String> out = new HashMap<>();
        if (!Files.exists(csv)) {
            return out;
        }
        String[] rows = table(csv).split("\\r?\\n");
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

    /** A set's plain table (ASCII): a missing or unreadable one is bad input naming it. */
    private static String table(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new InvalidInputException(file.toString(), Files.exists(file) ? "cannot read: " + e.getMessage()
                    : "no such file");
        }
    }

    @Override
    public void saveReport(Path file, byte[] content) {
        files.saveFile(file, content);
    }

    @Override
    public void checkReport(Path file) {
        files.checkWritable(file);
    }
}
