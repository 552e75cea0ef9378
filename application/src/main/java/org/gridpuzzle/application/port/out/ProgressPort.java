package org.gridpuzzle.application.port.out;

/**
 * Where long-running use cases report how far they are (the CLI prints to stderr). Reports are
 * advisory: an implementation may drop or throttle them.
 */
public interface ProgressPort {

    /** Reports that nobody listens to. */
    ProgressPort SILENT = (stage, message) -> { };

    void report(String stage, String message);
}

