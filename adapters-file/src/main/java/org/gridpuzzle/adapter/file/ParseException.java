package org.gridpuzzle.adapter.file;

import org.gridpuzzle.application.error.InvalidInputException;

/** A file that does not follow its format, located at a file, line and column (1-based). */
public class ParseException extends InvalidInputException {

    private static final long serialVersionUID = 1L;

    public ParseException(String file, int line, int column, String problem) {
        super(file, line, column, problem);
    }

    public ParseException(String file, int line, String problem) {
        super(file, line, 0, problem);
    }
}
