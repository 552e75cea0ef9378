package org.gridpuzzle.experiment.adapter.cli;

import java.util.concurrent.Callable;
import org.gridpuzzle.clikit.CancellationFlag;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.experiment.error.BenchmarkCancelledException;

/**
 * What the benchmarks share: the terminal, Ctrl-C, and the end of a benchmark that Ctrl-C stopped (what was measured
 * so far is printed, then one line says so).
 */
abstract class CancellableBenchmark implements Callable<Integer> {

    protected final Terminal terminal;
    protected final CancellationFlag cancellation;

    CancellableBenchmark(Terminal terminal, CancellationFlag cancellation) {
        this.terminal = terminal;
        this.cancellation = cancellation;
    }

    @Override
    public final Integer call() {
        try {
            return measure();
        } catch (BenchmarkCancelledException e) {
            terminal.out().flush();
            terminal.err().println("gridpuzzle: " + e.getMessage());
            terminal.err().flush();
            return ExitCodes.NO_SOLUTION; // the JVM, stopping on the signal, exits 130 whatever this says
        }
    }

    /** Runs the benchmark and prints its table; the exit code. */
    protected abstract int measure();
}
