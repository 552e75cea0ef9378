package org.gridpuzzle.format;

/**
 * Whitespace-separated tokens of a text with their line and column, for formats that are read as a
 * stream of numbers. Every error names the file, line and column of the offending token.
 */
public final class Tokens {

    private final String source;
    private final String text;
    private int pos;
    private int line = 1;
    private int lineStart;
    private int tokenLine = 1;
    private int tokenColumn = 1;

    /**
     * The tokens of a text, read from its start.
     *
     * @param source the file name used in errors
     * @param text the text
     */
    public Tokens(String source, String text) {
        this.source = source;
        this.text = text;
    }

    /**
     * Whether a token follows.
     *
     * @return true when anything but blanks is left
     */
    public boolean hasNext() {
        skipBlanks();
        return pos < text.length();
    }

    /**
     * The next token; at the end of the text, an error that says what was expected.
     *
     * @param what what the token is, for the error
     * @return the token
     * @throws FormatException at the end of the text
     */
    public String next(String what) {
        if (!hasNext()) {
            throw new FormatException(source, line, pos - lineStart + 1, "expected " + what + " but the file ended");
        }
        tokenLine = line;
        tokenColumn = pos - lineStart + 1;
        int start = pos;
        while (pos < text.length() && !Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
        return text.substring(start, pos);
    }

    /**
     * The next token as a whole number.
     *
     * @param what what the number is, for the error
     * @return the number
     * @throws FormatException at the end of the text or when the token is no whole number
     */
    public int nextInt(String what) {
        String token = next(what);
        try {
            return AsciiNumbers.parseInt(token);
        } catch (NumberFormatException e) {
            throw error("expected " + what + " (a whole number), found '" + token + "'");
        }
    }

    /**
     * The next int, which must lie in [min, max].
     *
     * @param what what the number is, for the error
     * @param min the least value allowed
     * @param max the greatest value allowed
     * @return the number
     * @throws FormatException at the end of the text, or when the token is no whole number or lies outside the range
     */
    public int nextInt(String what, int min, int max) {
        int v = nextInt(what);
        if (v < min || v > max) {
            throw error(what + " must be between " + min + " and " + max + ", found " + v);
        }
        return v;
    }

    /**
     * Fails when anything but blanks follows.
     *
     * @param afterWhat what was read last, for the error
     * @throws FormatException at the first token left
     */
    public void expectEnd(String afterWhat) {
        if (hasNext()) {
            String extra = next("nothing");
            throw error("unexpected '" + extra + "' after " + afterWhat);
        }
    }

    /**
     * An error at the last token read.
     *
     * @param problem what is wrong
     * @return the error, to throw
     */
    public FormatException error(String problem) {
        return new FormatException(source, tokenLine, tokenColumn, problem);
    }

    /**
     * The line of the last token read.
     *
     * @return the 1-based line
     */
    public int tokenLine() {
        return tokenLine;
    }

    /**
     * The column of the last token read.
     *
     * @return the 1-based column
     */
    public int tokenColumn() {
        return tokenColumn;
    }

    private void skipBlanks() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            if (text.charAt(pos) == '\n') {
                line++;
                lineStart = pos + 1;
            }
            pos++;
        }
    }
}
