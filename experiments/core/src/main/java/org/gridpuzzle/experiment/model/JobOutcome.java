package org.gridpuzzle.experiment.model;

import java.util.Map;
import java.util.Objects;

/**
 * A finished job as measured by the process that ran it, before (status from the job's own answer) or after
 * verification (the runner may turn it into {@link JobStatus#WRONG_ANSWER}).
 *
 * @param peakRssBytes the highest resident set size of the job's process seen while it ran (sampled), or 0
 * @param startedMillis epoch milliseconds
 */
public record JobOutcome(JobSpec job, JobStatus status, Long value, Long lowerBound, String answer, double wallSeconds,
        double cpuSeconds, long peakRssBytes, Map<String, Double> statistics, String machine, long startedMillis,
        long endedMillis, String message) {

    public JobOutcome {
        Objects.requireNonNull(job, "job");
        Objects.requireNonNull(status, "status");
        statistics = statistics == null ? Map.of() : Map.copyOf(statistics);
    }

    public JobOutcome withStatus(JobStatus newStatus, String newMessage) {
        return new JobOutcome(job, newStatus, value, lowerBound, answer, wallSeconds, cpuSeconds, peakRssBytes, statistics,
                machine, startedMillis, endedMillis, newMessage);
    }
}
