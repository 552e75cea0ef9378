package org.gridpuzzle.experiment.port.in.planning;

import java.util.List;

/** @param provedSeconds the time of the levels proved optimal, summed */
public record BenchmarkSnowmanResult(String solver, List<SnowmanRow> rows, int proved, double provedSeconds) {

    public BenchmarkSnowmanResult {
        rows = List.copyOf(rows);
    }
}

