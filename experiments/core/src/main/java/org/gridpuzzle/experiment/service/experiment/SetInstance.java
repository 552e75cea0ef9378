package org.gridpuzzle.experiment.service.experiment;

import org.gridpuzzle.experiment.model.ExperimentGenre;

/** One instance of a set, as a job names it (see {@link org.gridpuzzle.experiment.model.JobSpec}). */
record SetInstance(ExperimentGenre genre, String set, String name, int index, String file, int part, String hash) {
}
