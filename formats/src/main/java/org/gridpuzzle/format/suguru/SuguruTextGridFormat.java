package org.gridpuzzle.format.suguru;

import java.util.List;
import org.gridpuzzle.format.PuzzleFormat;
import org.gridpuzzle.domain.grid.IntGrid;

/** A filled grid in the {@code .sug} text format (regions and all numbers): the numbers are the grid. */
public final class SuguruTextGridFormat implements PuzzleFormat<IntGrid> {

    private final SuguruTextFormat puzzles = new SuguruTextFormat();

    @Override
    public String name() {
        return "text";
    }

    @Override
    public String description() {
        return "a solved grid in gridpuzzle's text format (regions, a blank line, every number)";
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
        StringBuilder sb = new StringBuilder();
        PaperInFormat.appendRows(sb, grid.shape(), grid.toArray());
        return sb.toString();
    }
}
