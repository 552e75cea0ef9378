package org.gridpuzzle.benchmark.port.in.experiment;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * @param join HOST:PORT of members to join; empty to start a cluster of one
 * @param port the port to listen on (0: the first free from 5701)
 * @param slots jobs run at the same time
 * @param onStarted told this member's address once it listens
 */
public record ServeJobsCommand(List<String> join, int port, int slots, BooleanSupplier cancelled,
        Consumer<String> onStarted) {

    public ServeJobsCommand {
        join = List.copyOf(join);
        cancelled = cancelled == null ? () -> false : cancelled;
        onStarted = onStarted == null ? a -> { } : onStarted;
    }
}
