package org.gridpuzzle.experiment.port.out.experiment;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;

/**
 * Runs a job in a process of its own with the job's heap limit, killed at its wall limit plus a grace period; measures
 * wall time, CPU time and peak memory. A process that crashes, runs out of memory or is killed is an outcome
 * ({@code crash}, {@code memout}, {@code timeout}), not an error.
 */
public interface LaunchJobPort {

    /** Empty when {@code cancelled} stopped it: such a job has no result and runs again next time. */
    Optional<JobOutcome> launch(JobSpec job, BooleanSupplier cancelled);
}
