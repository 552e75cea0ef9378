package org.gridpuzzle.adapter.cli;

import java.io.PrintWriter;

/**
 * Where a run writes: results to {@code out}, progress and errors to {@code err}.
 *
 * @param interactive whether a person watches (a terminal): progress then updates one status line in place
 */
public record Terminal(PrintWriter out, PrintWriter err, boolean interactive) {

    /** A terminal for tests and embedding: not interactive. */
    public Terminal(PrintWriter out, PrintWriter err) {
        this(out, err, false);
    }
}

