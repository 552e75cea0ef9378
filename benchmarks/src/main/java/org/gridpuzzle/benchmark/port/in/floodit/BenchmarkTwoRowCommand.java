package org.gridpuzzle.benchmark.port.in.floodit;

import java.time.Duration;
import java.util.List;

/**
 * @param colours the palettes to try (one random board per n and palette)
 * @param maxColumns the largest n
 * @param limit time limit of one solve; a solver that exceeds it is not run on larger n
 */
public record BenchmarkTwoRowCommand(List<Integer> colours, int maxColumns, Duration limit, long seed) {

    public BenchmarkTwoRowCommand {
        colours = List.copyOf(colours);
    }
}

