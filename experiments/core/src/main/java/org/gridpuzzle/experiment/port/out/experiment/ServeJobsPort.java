package org.gridpuzzle.experiment.port.out.experiment;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import org.gridpuzzle.experiment.model.ClusterAccess;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;

/** A worker's side of a cluster: a member that takes jobs from coordinators and runs them with {@code runner}. */
public interface ServeJobsPort {

    /**
     * Blocks until {@code stop} is true.
     *
     * @param join HOST:PORT of members to join; empty to start a cluster
     * @param access where this member listens, and the cluster's secret
     * @param slots jobs run at the same time
     * @param onStarted told the address this member listens on, once it does
     * @param warnings told of every job refused (not signed with the secret)
     * @throws org.gridpuzzle.application.error.InvalidInputException when a member to join does not answer, or the
     *     secret cannot be read or is too weak
     */
    void serve(List<String> join, ClusterAccess access, int slots, Function<JobSpec, Optional<JobOutcome>> runner,
            Consumer<String> onStarted, Consumer<String> warnings, BooleanSupplier stop);
}
