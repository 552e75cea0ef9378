package org.gridpuzzle.experiment.error;

import java.util.function.BooleanSupplier;

/**
 * A benchmark stopped by its cancellation flag (Ctrl-C): the rows already reported stand, the tables are not
 * finished. Thrown between measured runs, right after the run that saw the flag.
 */
public final class BenchmarkCancelledException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public BenchmarkCancelledException() {
        super("stopped by Ctrl-C before the benchmark finished", null, false, false);
    }

    /** Throws when the flag is set; benchmarks call this after each measured run. */
    public static void checkpoint(BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) {
            throw new BenchmarkCancelledException();
        }
    }
}
