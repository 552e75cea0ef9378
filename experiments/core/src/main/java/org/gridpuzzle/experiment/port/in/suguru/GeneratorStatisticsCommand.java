package org.gridpuzzle.experiment.port.in.suguru;

import java.util.function.BooleanSupplier;
import org.gridpuzzle.application.error.ParameterOutOfRangeException;
import org.gridpuzzle.domain.suguru.Difficulty;

/**
 * @param size rows and columns of each puzzle
 * @param maxRegion the largest region size
 * @param count puzzles to generate, seeds 0..count-1
 * @param grade the grade asked for, or null for any
 * @param cancelled checked between measured runs and inside them; a run it stops ends the benchmark
 */
public record GeneratorStatisticsCommand(int size, int maxRegion, int count, Difficulty grade,
        BooleanSupplier cancelled) {

    public GeneratorStatisticsCommand {
        cancelled = cancelled == null ? () -> false : cancelled;
        ParameterOutOfRangeException.check("size", size, 2, 200);
        ParameterOutOfRangeException.check("count", count, 1, 100_000);
    }

    /** Without a cancellation flag: runs to the end. */
    public GeneratorStatisticsCommand(int size, int maxRegion, int count, Difficulty grade) {
        this(size, maxRegion, count, grade, null);
    }
}
