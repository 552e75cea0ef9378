package org.gridpuzzle.experiment.port.in.experiment;

/**
 * Where a run stands, told after every job and every few seconds.
 *
 * @param done jobs with a row (this run's and earlier runs')
 * @param etaSeconds from the mean wall time of this run's jobs and the workers; negative until one has finished
 */
public record ExperimentProgress(int total, int done, int running, int left, int solved, double etaSeconds,
        String lastJob) {
}
