package org.gridpuzzle.experiment.port.in.planning;

import java.util.List;

/**
 * @param file the XSB file measured
 * @param solver what ran the formulas
 * @param commonlySolved the indices (0-based, file order) of the levels every configuration solved
 * @param commonSeconds per configuration, the time on those levels (the paper's second view)
 */
public record BenchmarkSokobanResult(String file, String solver, List<ConfigurationRun> runs, List<Integer> commonlySolved,
        List<Double> commonSeconds) {

    public BenchmarkSokobanResult {
        runs = List.copyOf(runs);
        commonlySolved = List.copyOf(commonlySolved);
        commonSeconds = List.copyOf(commonSeconds);
    }
}

