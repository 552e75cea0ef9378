package org.gridpuzzle.experiment.port.in.floodit;

/** Exact Fixed and beam search side by side on a public board set with known optima. */
public interface BenchmarkFloodItUseCase {

    BenchmarkFloodItResult run(BenchmarkFloodItCommand command);
}

