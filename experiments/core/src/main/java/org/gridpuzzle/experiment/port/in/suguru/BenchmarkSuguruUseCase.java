package org.gridpuzzle.experiment.port.in.suguru;

/**
 * Measures the Suguru solvers side by side in one run: every instance of a folder with the fast and
 * the paper solver (median of repeated runs after a warm-up), the strip solver on a long strip, and
 * the generator on 20×20 grids.
 */
public interface BenchmarkSuguruUseCase {

    BenchmarkSuguruResult run(BenchmarkSuguruCommand command);
}

