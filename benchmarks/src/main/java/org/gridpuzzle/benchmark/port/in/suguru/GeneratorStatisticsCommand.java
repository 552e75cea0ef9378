package org.gridpuzzle.benchmark.port.in.suguru;

import org.gridpuzzle.application.error.ParameterOutOfRangeException;
import org.gridpuzzle.domain.suguru.Difficulty;

/**
 * @param size rows and columns of each puzzle
 * @param maxRegion the largest region size
 * @param count puzzles to generate, seeds 0..count-1
 * @param grade the grade asked for, or null for any
 */
public record GeneratorStatisticsCommand(int size, int maxRegion, int count, Difficulty grade) {

    public GeneratorStatisticsCommand {
        ParameterOutOfRangeException.check("size", size, 2, 200);
        ParameterOutOfRangeException.check("count", count, 1, 100_000);
    }
}
