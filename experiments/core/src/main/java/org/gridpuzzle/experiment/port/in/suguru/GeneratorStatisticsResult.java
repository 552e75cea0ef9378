package org.gridpuzzle.experiment.port.in.suguru;

import java.util.List;
import java.util.Map;
import org.gridpuzzle.domain.suguru.Difficulty;

/**
 * What the generator made: times, the share of regions whose bounding box is at most two rows high and at most two
 * columns wide (the banding statistic), givens and grades; every puzzle checked unique with a verified solution.
 */
public record GeneratorStatisticsResult(GeneratorStatisticsCommand command, List<Long> nanos, long regions,
        long flatRows, long flatCols, long givens, Map<Difficulty, Integer> grades) {

    public GeneratorStatisticsResult {
        nanos = List.copyOf(nanos);
        grades = Map.copyOf(grades);
    }
}
