package org.gridpuzzle.experiment.model;

/**
 * The one line a job's process prints, and the runner reads: its answer, and its own CPU time and peak resident set at
 * the end (exact, where the runner's samples are 100 ms apart). One record for both sides, written and read as JSON.
 */
public record JobReport(JobAnswer answer, double cpuSeconds, long peakRssBytes) {
}
