package org.gridpuzzle.experiment.port.out.experiment;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.gridpuzzle.experiment.model.ExperimentSpec;
import org.gridpuzzle.experiment.model.JobOutcome;

/**
 * The results database of experiments: one row per job, written in its own transaction, so that a runner killed at
 * any moment leaves every finished job recorded once and no half row.
 */
public interface ExperimentDatabasePort {

    /**
     * Opens (creating or migrating) the database and records the experiment if it is new.
     *
     * @throws org.gridpuzzle.application.error.InvalidInputException when the file is not a database of ours or cannot
     *     be read or written, or when the experiment exists with other limits
     */
    void prepare(Path db, ExperimentSpec experiment);

    /** The experiment as first recorded, or empty (the database must exist: a report never creates one). */
    Optional<ExperimentSpec> experiment(Path db, String name);

    List<String> experiments(Path db);

    /** The keys ({@link org.gridpuzzle.experiment.model.JobSpec#key()}) of the jobs that have a row. */
    Set<String> finished(Path db, String experiment);

    /** Records a job's row unless it has one; false when it had (a job re-run elsewhere is counted once). */
    boolean record(Path db, JobOutcome outcome);

    /** Every row of the experiment. */
    List<JobOutcome> results(Path db, String experiment);
}
