package org.gridpuzzle.benchmark.port.out.experiment;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.gridpuzzle.benchmark.experiment.JobOutcome;
import org.gridpuzzle.benchmark.experiment.JobSpec;

/** A worker's side of a cluster: a member that takes jobs from coordinators and runs them with {@code runner}. */
public interface ServeJobsPort {

    /**
     * Blocks until {@code stop} is true.
     *
     * @param join HOST:PORT of members to join; empty to start a cluster
     * @param port the port this member listens on (0: the first free from 5701)
     * @param slots jobs run at the same time
     * @param onStarted told the address this member listens on, once it does
     * @throws org.gridpuzzle.application.error.InvalidInputException when a member to join does not answer
     */
    void serve(List<String> join, int port, int slots, Function<JobSpec, Optional<JobOutcome>> runner,
            java.util.function.Consumer<String> onStarted, BooleanSupplier stop);
}
