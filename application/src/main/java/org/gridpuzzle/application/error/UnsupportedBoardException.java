package org.gridpuzzle.application.error;

import org.gridpuzzle.domain.floodit.UnsupportedAlgorithmException;

/** A board file on which the asked-for algorithm cannot run; the domain's reason, located at the file. */
public final class UnsupportedBoardException extends InvalidInputException {

    private static final long serialVersionUID = 1L;

    public UnsupportedBoardException(String source, UnsupportedAlgorithmException reason) {
        super(source, 0, 0, reason.getMessage(), reason);
    }

    /** What the algorithm needs and the board lacks, in values. */
    public UnsupportedAlgorithmException reason() {
        return (UnsupportedAlgorithmException) getCause();
    }
}
