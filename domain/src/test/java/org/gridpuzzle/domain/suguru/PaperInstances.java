package org.gridpuzzle.domain.suguru;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.RegionMap;

/** Reads ../shared/data/suguru/paper230 for tests, or says why it cannot. */
final class PaperInstances {

    static final String DIR = "shared/data/suguru/paper230";

    private PaperInstances() {
    }

    /** The folder, looked for beside the repository (../shared) from the working directory upwards. */
    static Optional<Path> folder() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve(DIR);
            if (Files.isDirectory(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    static String skipReason() {
        return "../" + DIR + " is absent (a user's clone without the shared benchmark data)";
    }

    static SuguruPuzzle puzzle(Path dir, int k) throws IOException {
        int[] t = ints(dir.resolve(k + ".in"));
        GridShape shape = GridShape.of(t[0], t[1]);
        int n = shape.size();
        int[] givens = Arrays.copyOfRange(t, 2, 2 + n);
        int[] labels = Arrays.copyOfRange(t, 2 + n, 2 + 2 * n);
        return SuguruPuzzle.of(RegionMap.of(shape, labels), IntGrid.of(shape, givens));
    }

    static IntGrid answer(Path dir, int k, GridShape shape) throws IOException {
        return IntGrid.of(shape, ints(dir.resolve(k + ".ans")));
    }

    private static int[] ints(Path file) throws IOException {
        String text = Files.readString(file).trim();
        return Arrays.stream(text.split("\\s+")).mapToInt(Integer::parseInt).toArray();
    }
}
