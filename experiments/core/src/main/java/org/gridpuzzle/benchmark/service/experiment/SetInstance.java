package org.gridpuzzle.benchmark.service.experiment;

import org.gridpuzzle.benchmark.experiment.ExperimentGenre;

/** One instance of a set, as a job names it (see {@link org.gridpuzzle.benchmark.experiment.JobSpec}). */
record SetInstance(ExperimentGenre genre, String set, String name, int index, String file, int part, String hash) {
}
