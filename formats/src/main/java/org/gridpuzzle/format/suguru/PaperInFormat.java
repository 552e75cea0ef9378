package org.gridpuzzle.format.suguru;

import java.util.List;
import org.gridpuzzle.format.ControlCharacters;
import org.gridpuzzle.format.PuzzleFormat;
import org.gridpuzzle.format.TextLines;
import org.gridpuzzle.format.TextLines.Line;
import org.gridpuzzle.format.TextLines.Token;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/**
 * The {@code .in} format of the Suguru paper's experiments: {@code m n}, then m rows of givens
 * (0 = empty), then m rows of region labels. Read line by line, so a row with the wrong count of
 * numbers is named; blank lines are ignored.
 */
public final class PaperInFormat implements PuzzleFormat<SuguruPuzzle> {

    static final int MAX_SIDE = 10_000_000;

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
        return "the Suguru paper's .in files: 'm n', m rows of givens (0 = empty), m rows of region labels";
    }

    @Override
    public List<String> extensions() {
        return List.of(".in");
    }

    @Override
    public Class<SuguruPuzzle> modelType() {
        return SuguruPuzzle.class;
    }

    @Override
    public SuguruPuzzle read(String source, String text) {
        TextLines lines = new TextLines(source, ControlCharacters.refuse(source, text));
        List<Line> content = lines.content(false);
        if (content.isEmpty()) {
            throw lines.error(1, 1, "the file is empty; expected 'rows cols' on the first line");
        }
        Line header = content.get(0);
        List<Token> ht = header.tokens();
        if (ht.size() != 2) {
            throw lines.error(header.number(), 1, "expected 'rows cols' (two numbers), found " + ht.size() + " item(s)");
        }
        int rows = lines.intAt(header, ht.get(0), "the row count", 1, MAX_SIDE);
        int cols = lines.intAt(header, ht.get(1), "the column count", 1, MAX_SIDE);
        GridShape shape;
        try {
            shape = GridShape.of(rows, cols);
        } catch (InvalidModelException e) {
            throw lines.error(header.number(), 1, e.getMessage());
        }
        if (content.size() < 1 + 2 * rows) {
            throw lines.error(lines.lastLine(), 1, "expected " + rows + " rows of givens and " + rows
                    + " rows of region labels, but the file has only " + (content.size() - 1) + " rows");
        }
        Locations givenAt = new Locations(source, shape);
        Locations labelAt = new Locations(source, shape);
        int[] givens = readRows(lines, content.subList(1, 1 + rows), shape, "given", 0, Integer.MAX_VALUE, givenAt);
        int[] labels = readRows(lines, content.subList(1 + rows, 1 + 2 * rows), shape, "region label", 1,
                Integer.MAX_VALUE, labelAt);
        if (content.size() > 1 + 2 * rows) {
            Line extra = content.get(1 + 2 * rows);
            throw lines.error(extra.number(), 1, "unexpected text after the " + rows + " rows of region labels");
        }
        RegionMap regions;
        try {
            regions = RegionMap.of(shape, labels);
        } catch (InvalidModelException e) {
            throw labelAt.at(e);
        }
        try {
            return SuguruPuzzle.of(regions, IntGrid.of(shape, givens));
        } catch (InvalidModelException e) {
            throw givenAt.at(e);
        }
    }

    static int[] readRows(TextLines lines, List<Line> rows, GridShape shape, String what, int min, int max,
            Locations at) {
        int[] out = new int[shape.size()];
        for (int r = 0; r < rows.size(); r++) {
            Line line = rows.get(r);
            List<Token> tokens = line.tokens();
            if (tokens.size() != shape.cols()) {
                throw lines.error(line.number(), 1, "expected " + shape.cols() + " numbers (" + what + "s of row "
                        + (r + 1) + "), found " + tokens.size());
            }
            for (int c = 0; c < tokens.size(); c++) {
                int cell = r * shape.cols() + c;
                out[cell] = lines.intAt(line, tokens.get(c), what, min, max);
                if (at != null) {
                    at.put(cell, line.number(), tokens.get(c).column());
                }
            }
        }
        return out;
    }

    @Override
    public String write(SuguruPuzzle puzzle) {
        GridShape shape = puzzle.shape();
        StringBuilder sb = new StringBuilder();
        sb.append(shape.rows()).append(' ').append(shape.cols()).append('\n');
        appendRows(sb, shape, puzzle.givens().toArray());
        int[] labels = new int[shape.size()];
        for (int i = 0; i < labels.length; i++) {
            labels[i] = puzzle.regions().regionOf(i) + 1;
        }
        appendRows(sb, shape, labels);
        return sb.toString();
    }

    static void appendRows(StringBuilder sb, GridShape shape, int[] values) {
        for (int r = 0; r < shape.rows(); r++) {
            for (int c = 0; c < shape.cols(); c++) {
                sb.append(c == 0 ? "" : " ").append(values[r * shape.cols() + c]);
            }
            sb.append('\n');
        }
    }
}
