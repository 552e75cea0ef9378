package org.gridpuzzle.experiment.port.in.suguru;

import java.nio.file.Path;
import java.util.List;

/** @param solvers the solvers in the order measured ({@code fast}, then each SAT back-end) */
public record CompareSuguruSolversResult(Path folder, List<String> solvers, List<SolverTiming> timings) {

    public CompareSuguruSolversResult {
        solvers = List.copyOf(solvers);
        timings = List.copyOf(timings);
    }
}
