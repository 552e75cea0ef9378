package org.gridpuzzle.application.error;

import java.util.Optional;

/**
 * Input that cannot be used: a malformed file, a model that breaks its rules, a bad argument.
 * Carries the source (a file name) and, when known, the 1-based line and column, so that the
 * user gets one line that points at the problem.
 */
public class InvalidInputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String source;
    private final int line;
    private final int column;
    private final String problem;

    public InvalidInputException(String source, int line, int column, String problem) {
        this(source, line, column, problem, null);
    }

    public InvalidInputException(String source, int line, int column, String problem, Throwable cause) {
        super(format(source, line, column, problem), cause);
        this.source = source;
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    /** A problem with the input as a whole, not at one place in it. */
    public InvalidInputException(String source, String problem) {
        this(source, 0, 0, problem);
    }

    private static String format(String source, int line, int column, String problem) {
        StringBuilder sb = new StringBuilder();
        if (source != null) {
            sb.append(source);
            if (line > 0) {
                sb.append(':').append(line);
                if (column > 0) {
                    sb.append(':').append(column);
                }
            }
            sb.append(": ");
        }
        return sb.append(problem).toString();
    }

    public String source() {
        return source;
    }

    /** 1-based line, if the problem is at a line. */
    public Optional<Integer> line() {
        return line > 0 ? Optional.of(line) : Optional.empty();
    }

    /** 1-based column, if the problem is at a column. */
    public Optional<Integer> column() {
        return column > 0 ? Optional.of(column) : Optional.empty();
    }

    public String problem() {
        return problem;
    }
}
