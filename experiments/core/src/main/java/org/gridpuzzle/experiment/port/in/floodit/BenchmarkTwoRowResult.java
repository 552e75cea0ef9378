package org.gridpuzzle.experiment.port.in.floodit;

import java.util.List;

public record BenchmarkTwoRowResult(List<TwoRowRow> rows, List<TwoRowReach> reach) {

    public BenchmarkTwoRowResult {
        rows = List.copyOf(rows);
        reach = List.copyOf(reach);
    }
}

