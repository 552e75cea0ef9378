package org.gridpuzzle.adapter.sat;

import org.gridpuzzle.application.error.InvalidInputException;

/** A SAT back-end that cannot be used: a command not found, a crash, garbage output, a wrong model. */
public class SatBackendException extends InvalidInputException {

    private static final long serialVersionUID = 1L;

    public SatBackendException(String command, String problem) {
        super("SAT solver '" + command + "'", problem);
    }
}
