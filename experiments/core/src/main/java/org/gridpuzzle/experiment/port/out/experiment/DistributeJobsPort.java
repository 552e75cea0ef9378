package org.gridpuzzle.experiment.port.out.experiment;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.gridpuzzle.experiment.model.ClusterAccess;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;

/**
 * The coordinator's side of a cluster: joins the members at the given addresses and runs jobs on their free slots. A
 * job whose member leaves mid-run is given to another member; a member that cannot prove it holds the cluster's
 * secret is never given a job.
 */
public interface DistributeJobsPort {

    /**
     * @param addresses HOST:PORT of members to join (at least one must answer)
     * @param access where this member listens, and the cluster's secret
     * @param warnings told of every member refused, and while no worker is left, of the wait every so often
     * @return the workers' job slots at the moment of joining
     * @throws org.gridpuzzle.application.error.InvalidInputException when no member answers, or the secret cannot be
     *     read or is too weak
     */
    int join(List<String> addresses, ClusterAccess access, Consumer<String> warnings);

    /**
     * Runs the job on some worker and waits for its outcome: when its worker leaves, the job runs on another, waiting
     * for one to join however long none is there. Empty only when cancelled (or the thread is interrupted).
     */
    Optional<JobOutcome> run(JobSpec job, BooleanSupplier cancelled);

    /** Leaves the cluster (the workers stay). */
    void leave();
}
