package org.gridpuzzle.experiment.port.in.floodit;

import java.util.List;

/**
 * @param centre whether the pivot is the centre cell (else the top-left)
 * @param peakRssBytes the peak resident set of the process so far (what published anchors report), or -1 if unknown
 */
public record BenchmarkFloodItResult(String set, boolean centre, int boards, List<SolverRun> runs, long peakRssBytes) {

    public BenchmarkFloodItResult {
        runs = List.copyOf(runs);
    }
}

