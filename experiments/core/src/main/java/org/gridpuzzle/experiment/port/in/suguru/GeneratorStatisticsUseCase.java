package org.gridpuzzle.experiment.port.in.suguru;

/** Generates puzzles seed after seed and reports time, region shapes and grades. */
public interface GeneratorStatisticsUseCase {

    GeneratorStatisticsResult run(GeneratorStatisticsCommand command);
}
