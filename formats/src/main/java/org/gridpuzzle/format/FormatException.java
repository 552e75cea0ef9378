package org.gridpuzzle.format;

/**
 * A text that does not follow its format, located at a source (a file name), a 1-based line and, when known,
 * a 1-based column. The message is one line: {@code source:line:column: problem}.
 */
public class FormatException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The file name, as the reader was given it. */
    private final String source;
    /** The 1-based line. */
    private final int line;
    /** The 1-based column, or 0 for the line as a whole. */
    private final int column;
    /** What is wrong, without the place. */
    private final String problem;

    /**
     * A problem at a line and column.
     *
     * @param source the file name
     * @param line the 1-based line
     * @param column the 1-based column, or 0 when the problem is the line as a whole
     * @param problem what is wrong
     */
    public FormatException(String source, int line, int column, String problem) {
        super(source + ":" + line + (column > 0 ? ":" + column : "") + ": " + problem);
        this.source = source;
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    /**
     * A problem on a line as a whole.
     *
     * @param source the file name
     * @param line the 1-based line
     * @param problem what is wrong
     */
    public FormatException(String source, int line, String problem) {
        this(source, line, 0, problem);
    }

    /**
     * The file the problem is in.
     *
     * @return the file name, as the reader was given it
     */
    public String source() {
        return source;
    }

    /**
     * 1-based line.
     *
     * @return the line of the problem
     */
    public int line() {
        return line;
    }

    /**
     * 1-based column, or 0 when the problem is the line as a whole.
     *
     * @return the column of the problem, or 0
     */
    public int column() {
        return column;
    }

    /**
     * What is wrong, without the place.
     *
     * @return the problem
     */
    public String problem() {
        return problem;
    }
}
