package org.gridpuzzle.format;

/**
 * A text that does not follow its format, located at a source (a file name), a 1-based line and, when known,
 * a 1-based column. The message is one line: {@code source:line:column: problem}.
 */
public class FormatException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String source;
    private final int line;
    private final int column;
    private final String problem;

    public FormatException(String source, int line, int column, String problem) {
        super(source + ":" + line + (column > 0 ? ":" + column : "") + ": " + problem);
        this.source = source;
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    /** A problem on a line as a whole. */
    public FormatException(String source, int line, String problem) {
        this(source, line, 0, problem);
    }

    public String source() {
        return source;
    }

    /** 1-based line. */
    public int line() {
        return line;
    }

    /** 1-based column, or 0 when the problem is the line as a whole. */
    public int column() {
        return column;
    }

    public String problem() {
        return problem;
    }
}
