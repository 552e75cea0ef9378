package org.gridpuzzle.format.suguru;

import java.util.List;
import org.gridpuzzle.format.ControlCharacters;
import org.gridpuzzle.format.PuzzleFormat;
import org.gridpuzzle.format.TextLines;
import org.gridpuzzle.format.TextLines.Line;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;

/** The {@code .ans} format of the Suguru paper: the filled grid, one row per line. */
public final class PaperAnsFormat implements PuzzleFormat<IntGrid> {

    @Override
    public String name() {
        return "paper";
    }

    @Override
    public String genre() {
        return "SUGURU";
    }

    @Override
    public String description() {
        return "the Suguru paper's .ans files: the filled grid, one row of numbers per line";
    }

    @Override
    public List<String> extensions() {
        return List.of(".ans");
    }

    @Override
    public Class<IntGrid> modelType() {
        return IntGrid.class;
    }

    @Override
    public IntGrid read(String source, String text) {
        TextLines lines = new TextLines(source, ControlCharacters.refuse(source, text));
        List<Line> content = lines.content(false);
        if (content.isEmpty()) {
            throw lines.error(1, 1, "the file is empty; expected rows of numbers");
        }
        int cols = content.get(0).tokens().size();
        GridShape shape = GridShape.of(content.size(), cols);
        return IntGrid.of(shape, PaperInFormat.readRows(lines, content, shape, "number", 0, Integer.MAX_VALUE, null));
    }

    @Override
    public String write(IntGrid grid) {
        StringBuilder sb = new StringBuilder();
        PaperInFormat.appendRows(sb, grid.shape(), grid.toArray());
        return sb.toString();
    }
}
