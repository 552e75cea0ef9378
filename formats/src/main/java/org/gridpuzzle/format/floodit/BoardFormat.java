package org.gridpuzzle.format.floodit;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.format.AsciiNumbers;
import org.gridpuzzle.format.ControlCharacters;
import org.gridpuzzle.format.FormatException;
import org.gridpuzzle.format.PuzzleFormat;

/** A Flood-It board as rows of colour characters ({@code 0}-{@code 9}, {@code a}-{@code z}); {@code #} lines are comments. */
public final class BoardFormat implements PuzzleFormat<Board> {

    @Override
    public String name() {
        return "board";
    }

    @Override
    public String genre() {
        return "FLOOD-IT";
    }

    @Override
    public String description() {
        return "Flood-It board: rows of colour characters 1-9, a-z (and 0)";
    }

    @Override
    public List<String> extensions() {
        return List.of(".flood", ".board", ".txt");
    }

    @Override
    public Class<Board> modelType() {
        return Board.class;
    }

    @Override
    public Board read(String source, String text) {
        List<String> rows = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        String[] lines = ControlCharacters.refuse(source, text).split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i].strip();
            if (!l.isEmpty() && !l.startsWith("#")) {
                rows.add(l);
                numbers.add(i + 1);
            }
        }
        if (rows.isEmpty()) {
            throw new FormatException(source, 1, 1, "the file is empty; expected rows of colour characters");
        }
        return parseRows(source, rows, numbers, new int[rows.size()]);
    }

    /**
     * One line of a one-board-per-line file (w*w characters, row-major), as a square board.
     *
     * @param source the file name used in errors
     * @param text the whole file
     * @param lineNumber the 1-based line of the board
     * @return the board
     * @throws FormatException if the line is missing or blank, or is no square board
     */
    public static Board readLine(String source, String text, int lineNumber) {
        String[] lines = text.split("\r?\n", -1);
        if (lineNumber < 1 || lineNumber > lines.length || lines[lineNumber - 1].isBlank()) {
            throw new FormatException(source, Math.max(1, Math.min(lineNumber, lines.length)), 1,
                    "no board on line " + lineNumber + " (the file has " + lines.length + " lines)");
        }
        String raw = lines[lineNumber - 1];
        int control = ControlCharacters.find(raw); // this board's line alone: the set's other lines are not read
        if (control >= 0) {
            throw new FormatException(source, lineNumber, control + 1, ControlCharacters.problem(raw.charAt(control)));
        }
        String line = raw.strip();
        int lead = raw.indexOf(line.charAt(0)); // errors name the file's column, not the stripped line's
        int side = (int) Math.round(Math.sqrt(line.length()));
        if (side * side != line.length()) {
            throw new FormatException(source, lineNumber, 1, "a board line needs a square number of cells, found "
                    + line.length());
        }
        List<String> rows = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        int[] offsets = new int[side];
        for (int r = 0; r < side; r++) {
            rows.add(line.substring(r * side, (r + 1) * side));
            numbers.add(lineNumber);
            offsets[r] = lead + r * side;
        }
        return parseRows(source, rows, numbers, offsets);
    }

    /** Rows with their line numbers and the column (0-based) where each starts in its line. */
    private static Board parseRows(String source, List<String> rows, List<Integer> numbers, int[] offsets) {
        int cols = rows.get(0).length();
        GridShape shape = GridShape.of(rows.size(), cols);
        int[] colours = new int[shape.size()];
        for (int r = 0; r < rows.size(); r++) {
            String row = rows.get(r);
            if (row.length() != cols) {
                throw new FormatException(source, numbers.get(r), 1, "this row has " + row.length()
                        + " cells, the first has " + cols);
            }
            for (int c = 0; c < cols; c++) {
                int colour = AsciiNumbers.digit36(row.charAt(c));
                if (colour < 0) {
                    // a lone carriage return is no line end here: quoted as such it would overwrite the message
                    throw new FormatException(source, numbers.get(r), offsets[r] + c + 1, "unknown colour '"
                            + ControlCharacters.printable(row.charAt(c)) + "' (use 0-9 and a-z)");
                }
                colours[r * cols + c] = colour;
            }
        }
        return new Board(IntGrid.owning(shape, colours)); // no copy: a 2000×2000 board's cells are 16 MB
    }

    @Override
    public String write(Board board) {
        StringBuilder sb = new StringBuilder();
        for (int[] row : board.colours().toRows()) {
            for (int c : row) {
                sb.append(Character.forDigit(c, 36));
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
