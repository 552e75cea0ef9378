package org.gridpuzzle.experiment.port.in.floodit;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * @param set a folder with boards.txt and optimal.txt, or the name of a shared set (codegolf sets pivot at the centre)
 * @param boards how many boards (from the first)
 * @param beams beam widths to run beside the exact search (empty: none)
 * @param exactLimit time limit of one exact search
 * @param cancelled checked between measured runs and inside them; a run it stops ends the benchmark
 * @param threads boards solved side by side (each search stays on one thread)
 */
public record BenchmarkFloodItCommand(String set, int boards, List<Integer> beams, boolean exact, Duration exactLimit,
        BooleanSupplier cancelled, int threads) {

    public BenchmarkFloodItCommand {
        cancelled = cancelled == null ? () -> false : cancelled;
        Objects.requireNonNull(set, "set");
        beams = List.copyOf(beams);
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
    }

    /** Without a cancellation flag: runs to the end. */
    public BenchmarkFloodItCommand(String set, int boards, List<Integer> beams, boolean exact, Duration exactLimit) {
        this(set, boards, beams, exact, exactLimit, null, 1);
    }
}
