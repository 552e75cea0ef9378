package org.gridpuzzle.adapter.cli;

import java.io.PrintWriter;

/** Where a run writes: results to {@code out}, progress and errors to {@code err}. */
public record Terminal(PrintWriter out, PrintWriter err) {
}
