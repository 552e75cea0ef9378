package org.gridpuzzle.experiment.port.in.planning;

/** A Sokoban level set under several strategy/encoding pairs: solved, proved optimal, pushes, PAR-2. */
public interface BenchmarkSokobanUseCase {

    BenchmarkSokobanResult run(BenchmarkSokobanCommand command);
}

