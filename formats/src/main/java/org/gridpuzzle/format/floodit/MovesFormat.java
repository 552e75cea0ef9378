package org.gridpuzzle.format.floodit;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.format.AsciiNumbers;
import org.gridpuzzle.format.ControlCharacters;
import org.gridpuzzle.format.FormatException;

/**
 * Flood-It move sequences as text: Fixed as colour characters ({@code 3142}, every move at the pivot), Free as
 * {@code rROWcCOL:colour} items, rows and columns counted from 1 as every caption counts them ({@code r4c2:3}),
 * separated by blanks or {@code ;}. The old Free form {@code row,col:colour}, counted from 0 ({@code 3,1:3}), is still
 * read ({@link #zeroBased} tells a caller to warn). Lines starting with {@code #} are comments, so a saved sequence
 * can say what it is; the rest of the text is one sequence.
 */
public final class MovesFormat {

    /** One move as written: the cell (null for Fixed moves) and the colour. */
    public record WrittenMove(Position cell, int colour) {
    }

    private MovesFormat() {
    }

    /**
     * Reads a move sequence.
     *
     * @param source the file name used in errors
     * @param text the text
     * @param mode Fixed (colour characters) or Free ({@code rROWcCOL:colour} items)
     * @return the moves as written, their cells as positions (null for Fixed moves)
     * @throws FormatException at the first item that is no move, naming line and column
     */
    public static List<WrittenMove> parse(String source, String text, Mode mode) {
        List<WrittenMove> out = new ArrayList<>();
        String[] lines = ControlCharacters.refuse(source, text).split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.stripLeading().startsWith("#")) {
                continue;
            }
            if (mode == Mode.FIXED) {
                fixed(source, i + 1, line, out);
            } else {
                free(source, i + 1, line, out);
            }
        }
        return out;
    }

    private static void fixed(String source, int lineNo, String line, List<WrittenMove> out) {
        for (int c = 0; c < line.length(); c++) {
            char ch = line.charAt(c);
            if (!Character.isWhitespace(ch)) {
                out.add(new WrittenMove(null, colour(source, lineNo, c + 1, ch)));
            }
        }
    }

    private static void free(String source, int lineNo, String line, List<WrittenMove> out) {
        int c = 0;
        while (c < line.length()) {
            while (c < line.length() && (Character.isWhitespace(line.charAt(c)) || line.charAt(c) == ';')) {
                c++;
            }
            int start = c;
            while (c < line.length() && !Character.isWhitespace(line.charAt(c)) && line.charAt(c) != ';') {
                c++;
            }
            if (c > start) {
                out.add(item(source, lineNo, start + 1, line.substring(start, c)));
            }
        }
    }

    private static final Pattern ZERO_BASED = Pattern.compile("(\\d{1,9}),(\\d{1,9}):(.)");

    private static WrittenMove item(String source, int lineNo, int column, String item) {
        int colon = item.length() - 2;
        if (colon > 0 && item.charAt(colon) == ':') {
            Position cell;
            try {
                cell = Position.ofLabel(item.substring(0, colon));
            } catch (IllegalArgumentException e) {
                throw new FormatException(source, lineNo, column, e.getMessage());
            }
            if (cell != null) {
                return new WrittenMove(cell, colour(source, lineNo, column + item.length() - 1, item.charAt(colon + 1)));
            }
        }
        Matcher zero = ZERO_BASED.matcher(item);
        if (zero.matches()) {
            return new WrittenMove(Position.of(AsciiNumbers.parseInt(zero.group(1)), AsciiNumbers.parseInt(zero.group(2))),
                    colour(source, lineNo, column + item.length() - 1, zero.group(3).charAt(0)));
        }
        throw new FormatException(source, lineNo, column, "cannot read the move '" + item
                + "'; write rROWcCOL:colour, e.g. r4c2:3");
    }

    /**
     * Whether Free moves use the old form {@code row,col:colour}, counted from 0 (a reader may warn about it).
     *
     * @param text the text
     * @return true when an item outside comments has the old form
     */
    public static boolean zeroBased(String text) {
        for (String line : text.split("\r?\n", -1)) {
            if (line.stripLeading().startsWith("#")) {
                continue;
            }
            for (String item : line.split("[\\s;]+")) {
                if (ZERO_BASED.matcher(item).matches()) {
                    return true;
                }
            }
        }
        return false;
    }

    private static int colour(String source, int lineNo, int column, char ch) {
        int c = AsciiNumbers.digit36(ch);
        if (c < 0) {
            throw new FormatException(source, lineNo, column, "unknown colour '" + ControlCharacters.printable(ch) + "' (use 0-9 and a-z)");
        }
        return c;
    }

    /**
     * The moves as one line: colour characters (Fixed), or {@code rROWcCOL:colour} items counted from 1 (Free).
     *
     * @param moves the moves
     * @param mode Fixed or Free
     * @param shape the board's shape, for the cells of Free moves
     * @return the line, without a line break
     */
    public static String write(List<Move> moves, Mode mode, GridShape shape) {
        StringBuilder sb = new StringBuilder();
        for (Move m : moves) {
            if (mode == Mode.FIXED) {
                sb.append(Character.forDigit(m.colour(), 36));
            } else {
                Position p = shape.position(m.vertex());
                sb.append(sb.length() == 0 ? "" : " ").append(p.label()).append(':')
                        .append(Character.forDigit(m.colour(), 36));
            }
        }
        return sb.toString();
    }
}

