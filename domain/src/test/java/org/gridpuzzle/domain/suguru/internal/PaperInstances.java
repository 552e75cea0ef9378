package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.RegionMap;

/** Reads ../shared/data/suguru/paper230 for tests, or says why it cannot. */
import org.gridpuzzle.domain.SharedTestData;

final class PaperInstances {

    static final String DIR = "suguru/paper230";

    private PaperInstances() {
    }

    /** The folder, or the calling test is skipped. */
    static Path folder() {
        return SharedTestData.folder(DIR);
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
