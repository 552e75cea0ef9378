package org.gridpuzzle.experiment.port.in.experiment;

import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.gridpuzzle.experiment.model.ClusterAccess;

/**
 * @param join HOST:PORT of members to join; empty to start a cluster of one
 * @param access where this member listens, and the cluster's secret
 * @param slots jobs run at the same time
 * @param onStarted told this member's address once it listens
 * @param warnings told of every job refused
 */
public record ServeJobsCommand(List<String> join, ClusterAccess access, int slots, BooleanSupplier cancelled,
        Consumer<String> onStarted, Consumer<String> warnings) {

    public ServeJobsCommand {
        join = List.copyOf(join);
        Objects.requireNonNull(access, "access");
        cancelled = cancelled == null ? () -> false : cancelled;
        onStarted = onStarted == null ? a -> { } : onStarted;
        warnings = warnings == null ? w -> { } : warnings;
    }
}
