package org.gridpuzzle.experiment.port.in.planning;

/** Every Snowman level of a folder with one strategy, beside best-known.csv: found, proved, time. */
public interface BenchmarkSnowmanUseCase {

    BenchmarkSnowmanResult run(BenchmarkSnowmanCommand command);
}

