package org.gridpuzzle.experiment.port.in.experiment;

import org.gridpuzzle.experiment.model.JobAnswer;

/** Runs one job in this process: what a job's own process does ({@code gridpuzzle experiment job}). */
public interface RunJobUseCase {

    JobAnswer run(RunJobCommand command);
}
