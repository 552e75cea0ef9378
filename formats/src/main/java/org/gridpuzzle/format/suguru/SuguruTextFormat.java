package org.gridpuzzle.format.suguru;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.format.AsciiNumbers;
import org.gridpuzzle.format.ControlCharacters;
import org.gridpuzzle.format.PuzzleFormat;
import org.gridpuzzle.format.TextLines.Line;
import org.gridpuzzle.format.TextLines.Token;
import org.gridpuzzle.format.TextLines;

/**
 * gridpuzzle's own Suguru text format ({@code .sug}), made to be typed by a person:
 * <pre>
 * # comments start with '#'
 * AABBB        one symbol per cell: cells with the same symbol form one region
 * ACCBD
 *              a blank line, then the numbers ('.' or 0 = empty; 1-9, then a-z for 10-35)
 * 1..3.
 * ..2..
 * </pre>
 * The numbers block may be left out (no givens). A row with blanks in it is read as blank-separated
 * items, for grids with more regions than symbols ({@code r1 r1 r2}, {@code 12 . 3}).
 */
public final class SuguruTextFormat implements PuzzleFormat<SuguruPuzzle> {

    private static final String SYMBOLS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

    @Override
    public String name() {
        return "text";
    }

    @Override
    public String genre() {
        return "SUGURU";
    }

    @Override
    public String description() {
        return "gridpuzzle's text format: rows of region symbols, a blank line, rows of numbers ('.' = empty)";
    }

    @Override
    public List<String> extensions() {
        return List.of(".sug", ".txt");
    }

    @Override
    public Class<SuguruPuzzle> modelType() {
        return SuguruPuzzle.class;
    }

    @Override
    public SuguruPuzzle read(String source, String text) {
        TextLines lines = new TextLines(source, ControlCharacters.refuse(source, text));
        List<List<Line>> blocks = lines.blocks();
        if (blocks.isEmpty()) {
            throw lines.error(1, 1, "the file is empty; expected rows of region symbols");
        }
        if (blocks.size() > 2) {
            Line extra = blocks.get(2).get(0);
            throw lines.error(extra.number(), 1, "expected two blocks (regions, then numbers), found a third one here");
        }
        List<List<Cell>> regionRows = cells(lines, blocks.get(0), "region");
        GridShape shape = GridShape.of(regionRows.size(), regionRows.get(0).size());
        Locations regionAt = new Locations(source, shape);
        Map<String, Integer> ids = new HashMap<>();
        int[] labels = new int[shape.size()];
        for (int r = 0; r < shape.rows(); r++) {
            for (int c = 0; c < shape.cols(); c++) {
                Cell cell = regionRows.get(r).get(c);
                int index = shape.index(r, c);
                labels[index] = ids.computeIfAbsent(cell.text(), k -> ids.size() + 1);
                regionAt.put(index, cell.line(), cell.column());
            }
        }
        RegionMap regions;
        try {
            regions = RegionMap.of(shape, labels);
        } catch (InvalidModelException e) {
            throw regionAt.at(new InvalidModelException(renameLabels(e.getMessage(), ids), e.position().orElse(null)));
        }
        int[] givens = new int[shape.size()];
        Locations givenAt = new Locations(source, shape);
        if (blocks.size() == 2) {
            List<Line> block = blocks.get(1);
            List<List<Cell>> numberRows = cells(lines, block, "number");
            if (numberRows.size() != shape.rows() || numberRows.get(0).size() != shape.cols()) {
                throw lines.error(block.get(0).number(), 1, "the numbers form a " + numberRows.size() + "x"
                        + numberRows.get(0).size() + " grid but the regions a " + shape + " grid");
            }
            for (int r = 0; r < shape.rows(); r++) {
                for (int c = 0; c < shape.cols(); c++) {
                    Cell cell = numberRows.get(r).get(c);
                    int index = shape.index(r, c);
                    givens[index] = number(lines, cell);
                    givenAt.put(index, cell.line(), cell.column());
                    int size = regions.size(regions.regionOf(index));
                    if (givens[index] > size && cell.text().length() == 1 && Character.isLetter(cell.text().charAt(0))) {
                        // a letter is a number from 10 up; one that no region here can hold was meant as something else
                        throw lines.error(cell.line(), cell.column(), "'" + cell.text() + "' is not a number this cell can"
                                + " hold: letters stand for 10-35 ('" + cell.text() + "' = " + givens[index] + ") and its"
                                + " region has " + size + " cell" + (size == 1 ? "" : "s") + "; write '.' for an empty cell");
                    }
                }
            }
        }
        try {
            return SuguruPuzzle.of(regions, IntGrid.of(shape, givens));
        } catch (InvalidModelException e) {
            throw givenAt.at(e);
        }
    }

    /** Region errors from the domain name labels by number; say the symbol the user typed. */
    private static String renameLabels(String message, Map<String, Integer> ids) {
        String out = message;
        for (Map.Entry<String, Integer> e : ids.entrySet()) {
            out = out.replace("region " + e.getValue() + " ", "region '" + e.getKey() + "' ");
        }
        return out;
    }

    private record Cell(String text, int line, int column) {
    }

    private static List<List<Cell>> cells(TextLines lines, List<Line> block, String what) {
        boolean items = false;
        for (Line l : block) {
            items |= l.text().strip().chars().anyMatch(Character::isWhitespace);
        }
        List<List<Cell>> rows = new ArrayList<>();
        for (Line l : block) {
            List<Cell> row = new ArrayList<>();
            if (items) {
                for (Token t : l.tokens()) {
                    row.add(new Cell(t.text(), l.number(), t.column()));
                }
            } else {
                String t = l.text();
                for (int i = 0; i < t.length(); i++) {
                    if (!Character.isWhitespace(t.charAt(i))) {
                        row.add(new Cell(String.valueOf(t.charAt(i)), l.number(), i + 1));
                    }
                }
            }
            if (!rows.isEmpty() && row.size() != rows.get(0).size()) {
                throw lines.error(l.number(), 1, "this row of " + what + "s has " + row.size() + " cells, the first has "
                        + rows.get(0).size());
            }
            rows.add(row);
        }
        return rows;
    }

    private static int number(TextLines lines, Cell cell) {
        String t = cell.text();
        if (t.equals(".") || t.equals("-") || t.equals("_") || t.equals("0")) {
            return 0;
        }
        if (t.length() == 1 && AsciiNumbers.digit36(t.charAt(0)) > 0) {
            return AsciiNumbers.digit36(t.charAt(0));
        }
        try {
            int v = AsciiNumbers.parseInt(t);
            if (v >= 0) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw lines.error(cell.line(), cell.column(), "expected a number or '.', found '" + t + "'");
    }

    @Override
    public String write(SuguruPuzzle puzzle) {
        return write(puzzle.regions(), puzzle.givens());
    }

    static String write(RegionMap regions, IntGrid values) {
        GridShape shape = regions.shape();
        boolean symbols = regions.regionCount() <= SYMBOLS.length();
        int maxValue = 0;
        for (int i = 0; i < shape.size(); i++) {
            maxValue = Math.max(maxValue, values.get(i));
        }
        boolean chars = maxValue <= 35;
        StringBuilder sb = new StringBuilder();
        sb.append("# Suguru ").append(shape).append(": region symbols, a blank line, then the numbers ('.' = empty)\n");
        int width = String.valueOf(regions.regionCount()).length() + 1;
        for (int r = 0; r < shape.rows(); r++) {
            for (int c = 0; c < shape.cols(); c++) {
                int region = regions.regionOf(r, c);
                if (symbols) {
                    sb.append(SYMBOLS.charAt(region));
                } else {
                    sb.append(c == 0 ? "" : " ").append(String.format("%" + width + "s", "r" + (region + 1)));
                }
            }
            sb.append('\n');
        }
        sb.append('\n');
        for (int r = 0; r < shape.rows(); r++) {
            for (int c = 0; c < shape.cols(); c++) {
                int v = values.get(r, c);
                if (chars) {
                    sb.append(v == 0 ? '.' : Character.forDigit(v, 36));
                } else {
                    sb.append(c == 0 ? "" : " ").append(v == 0 ? "." : String.valueOf(v));
                }
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
