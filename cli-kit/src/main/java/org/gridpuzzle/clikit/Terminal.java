package org.gridpuzzle.clikit;

import java.io.PrintWriter;

/**
 * Where a run writes: results to {@code out}, progress and errors to {@code err}.
 *
 * @param interactive whether a person watches (a terminal): progress then updates one status line in place
 * @param startedNanos when the user started the command, on the {@link System#nanoTime()} clock: a {@code --timeout}
 *     counts from here (for a command line, the process's start, so starting the JVM and reading the input count)
 */
public record Terminal(PrintWriter out, PrintWriter err, boolean interactive, long startedNanos) {

    /** A terminal for tests and embedding: not interactive, the command starting now. */
    public Terminal(PrintWriter out, PrintWriter err) {
        this(out, err, false, System.nanoTime());
    }

    /** The terminal of this process's command line: limits count from the process's start. */
    public static Terminal ofProcess(PrintWriter out, PrintWriter err, boolean interactive) {
        return new Terminal(out, err, interactive, ProcessStart.nanoTime());
    }
}
