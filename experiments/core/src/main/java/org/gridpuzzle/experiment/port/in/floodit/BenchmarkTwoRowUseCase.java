package org.gridpuzzle.experiment.port.in.floodit;

/** The 2×n Free programme against the exhaustive search and the general exact solver as n grows. */
public interface BenchmarkTwoRowUseCase {

    BenchmarkTwoRowResult run(BenchmarkTwoRowCommand command);
}

