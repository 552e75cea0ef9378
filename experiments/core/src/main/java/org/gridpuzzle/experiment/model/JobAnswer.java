package org.gridpuzzle.experiment.model;

import java.util.Map;
import java.util.Objects;

/**
 * What a job's own process answers (one JSON line on its standard output), before the runner verifies it.
 *
 * @param value the answer's size: pushes or ball moves of a plan, moves of a Flood-It solution; null for Suguru
 * @param lowerBound the best lower bound proved, or null
 * @param answer the answer itself, so that the runner can verify it: a Suguru grid (rows of digits joined by '/'), a
 *     plan's moves (LURD), a Flood-It colour sequence (numbers joined by ',')
 * @param statistics the solver's own figures (nodes, solver calls, variables...)
 * @param message why it stopped, when it did not answer
 */
public record JobAnswer(JobStatus status, Long value, Long lowerBound, String answer, Map<String, Double> statistics,
        String message) {

    public JobAnswer {
        Objects.requireNonNull(status, "status");
        statistics = statistics == null ? Map.of() : Map.copyOf(statistics);
    }
}
