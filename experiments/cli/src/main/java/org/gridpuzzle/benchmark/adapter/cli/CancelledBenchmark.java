package org.gridpuzzle.benchmark.adapter.cli;

import java.util.concurrent.Callable;
import org.gridpuzzle.adapter.cli.ExitCodes;
import org.gridpuzzle.adapter.cli.Terminal;
import org.gridpuzzle.benchmark.error.BenchmarkCancelledException;

/** Runs a benchmark command; Ctrl-C ends it with one line (the rows printed so far stand) instead of the JVM's grace kill. */
final class CancelledBenchmark {

    private CancelledBenchmark() {
    }

    static int run(Terminal terminal, Callable<Integer> measure) throws Exception {
        try {
            return measure.call();
        } catch (BenchmarkCancelledException e) {
            terminal.out().flush();
            terminal.err().println("gridpuzzle: " + e.getMessage());
            terminal.err().flush();
            return ExitCodes.NO_SOLUTION; // the JVM, stopping on the signal, exits 130 whatever this says
        }
    }
}
