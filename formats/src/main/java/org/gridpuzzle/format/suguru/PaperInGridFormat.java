package org.gridpuzzle.format.suguru;

import java.util.List;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.format.PuzzleFormat;

/**
 * A filled grid as the paper's {@code .in} puzzle file with every cell given (what {@code solve -o F.in} writes): the
 * givens are the grid. Writing needs the regions, so only the puzzle format writes {@code .in} files.
 */
public final class PaperInGridFormat implements PuzzleFormat<IntGrid> {

    private final PaperInFormat puzzles = new PaperInFormat();

    @Override
    public String name() {
        return "paper-in";
    }

    @Override
    public String description() {
        return "a solved grid as the Suguru paper's .in file (every cell given)";
    }

    @Override
    public List<String> extensions() {
        return puzzles.extensions();
    }

    @Override
    public Class<IntGrid> modelType() {
        return IntGrid.class;
    }

    @Override
    public IntGrid read(String source, String text) {
        return puzzles.read(source, text).givens();
    }

    @Override
    public String write(IntGrid grid) {
        throw new UnsupportedOperationException("an .in file needs the regions: write the puzzle with PaperInFormat");
    }
}
