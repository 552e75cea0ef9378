package org.gridpuzzle.experiment.port.in.experiment;

/** Runs (or resumes) an experiment: every job without a row in the database, then returns the counts. */
public interface RunExperimentUseCase {

    RunExperimentResult run(RunExperimentCommand command);
}
