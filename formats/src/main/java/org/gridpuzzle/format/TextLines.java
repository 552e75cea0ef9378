package org.gridpuzzle.format;

import java.util.ArrayList;
import java.util.List;

/**
 * A text split into lines with their 1-based numbers, for line-structured formats: blank lines and
 * {@code #} comments can be skipped, and every error points at a line and column.
 */
public final class TextLines {

    /** One line of the file: its number, its text, and its blank-separated tokens with their columns. */
    public record Line(int number, String text) {

        /**
         * The line's blank-separated tokens.
         *
         * @return the tokens, each with its 1-based column
         */
        public List<Token> tokens() {
            List<Token> out = new ArrayList<>();
            int i = 0;
            while (i < text.length()) {
                while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
                    i++;
                }
                int start = i;
                while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
                    i++;
                }
                if (i > start) {
                    out.add(new Token(text.substring(start, i), start + 1));
                }
            }
            return out;
        }

        /**
         * Whether the line holds only blanks.
         *
         * @return true for an empty or blank line
         */
        public boolean blank() {
            return text.isBlank();
        }
    }

    /** A token and its 1-based column. */
    public record Token(String text, int column) {
    }

    private final String source;
    private final List<Line> lines;

    /**
     * The lines of a text, split at line feeds (a carriage return before one is dropped).
     *
     * @param source the file name used in errors
     * @param text the text
     */
    public TextLines(String source, String text) {
        this.source = source;
        this.lines = new ArrayList<>();
        String[] raw = text.split("\r?\n", -1);
        for (int i = 0; i < raw.length; i++) {
            lines.add(new Line(i + 1, raw[i]));
        }
    }

    /**
     * The file the lines come from.
     *
     * @return the file name used in errors
     */
    public String source() {
        return source;
    }

    /**
     * All lines, blank ones included.
     *
     * @return the lines, an unmodifiable list
     */
    public List<Line> all() {
        return List.copyOf(lines);
    }

    /**
     * Lines that are neither blank nor {@code #} comments (when {@code comments} is true).
     *
     * @param comments whether lines starting with {@code #} (blanks before it allowed) are dropped
     * @return the lines kept
     */
    public List<Line> content(boolean comments) {
        List<Line> out = new ArrayList<>();
        for (Line l : lines) {
            if (!l.blank() && !(comments && l.text().stripLeading().startsWith("#"))) {
                out.add(l);
            }
        }
        return out;
    }

    /**
     * Blocks of consecutive content lines, separated by blank lines; comment lines are dropped.
     *
     * @return the blocks, none empty
     */
    public List<List<Line>> blocks() {
        List<List<Line>> out = new ArrayList<>();
        List<Line> current = new ArrayList<>();
        for (Line l : lines) {
            if (l.text().stripLeading().startsWith("#")) {
                continue;
            }
            if (l.blank()) {
                if (!current.isEmpty()) {
                    out.add(current);
                    current = new ArrayList<>();
                }
            } else {
                current.add(l);
            }
        }
        if (!current.isEmpty()) {
            out.add(current);
        }
        return out;
    }

    /**
     * An error at a place of this text, to throw.
     *
     * @param line the 1-based line
     * @param column the 1-based column, or 0 for the line as a whole
     * @param problem what is wrong
     * @return the error, naming this text's source
     */
    public FormatException error(int line, int column, String problem) {
        return new FormatException(source, line, column, problem);
    }

    /**
     * The last line number, for errors about a file that ends too early.
     *
     * @return the number of lines
     */
    public int lastLine() {
        return lines.size();
    }

    /**
     * The token as an int within [min, max], or an error at its place.
     *
     * @param line the token's line
     * @param token the token
     * @param what what the number is, for the error ("the row count")
     * @param min the least value allowed
     * @param max the greatest value allowed
     * @return the number
     * @throws FormatException if the token is no whole number or lies outside [min, max]
     */
    public int intAt(Line line, Token token, String what, int min, int max) {
        int v;
        try {
            v = AsciiNumbers.parseInt(token.text());
        } catch (NumberFormatException e) {
            throw error(line.number(), token.column(), "expected " + what + " (a whole number), found '" + token.text() + "'");
        }
        if (v < min || v > max) {
            throw error(line.number(), token.column(), what + " must be between " + min + " and " + max + ", found " + v);
        }
        return v;
    }
}
