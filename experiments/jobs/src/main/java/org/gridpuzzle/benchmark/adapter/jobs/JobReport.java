package org.gridpuzzle.benchmark.adapter.jobs;

import org.gridpuzzle.benchmark.experiment.JobAnswer;

/**
 * The line a job's process prints: its answer, and its own CPU time and peak resident set at the end (exact, where the
 * runner's samples are 100 ms apart). Kept in step with the job command's output.
 */
record JobReport(JobAnswer answer, double cpuSeconds, long peakRssBytes) {
}
