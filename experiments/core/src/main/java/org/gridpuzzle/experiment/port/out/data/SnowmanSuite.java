package org.gridpuzzle.experiment.port.out.data;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The Snowman benchmark: its level files in name order and the best known results ({@code best-known.csv}):
 * a level's name (without {@code .lvl}) to its optimum, or "lb..ub" when it is open.
 */
public record SnowmanSuite(List<Path> levels, Map<String, String> bestKnown) {

    public SnowmanSuite {
        levels = List.copyOf(levels);
        bestKnown = Map.copyOf(bestKnown);
    }
}

