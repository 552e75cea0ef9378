package org.gridpuzzle.benchmark.port.in.experiment;

import org.gridpuzzle.benchmark.experiment.JobAnswer;

/** Runs one job in this process: what a job's own process does ({@code gridpuzzle experiment job}). */
public interface RunJobUseCase {

    JobAnswer run(RunJobCommand command);
}
