package org.gridpuzzle.benchmark.port.in.floodit;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * @param set a folder with boards.txt and optimal.txt, or the name of a shared set (codegolf sets pivot at the centre)
 * @param boards how many boards (from the first)
 * @param beams beam widths to run beside the exact search (empty: none)
 * @param exactLimit time limit of one exact search
 */
public record BenchmarkFloodItCommand(String set, int boards, List<Integer> beams, boolean exact, Duration exactLimit) {

    public BenchmarkFloodItCommand {
        Objects.requireNonNull(set, "set");
        beams = List.copyOf(beams);
    }
}

