package org.gridpuzzle.adapter.web;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Drops the jobs of requests whose clients are gone: a request waiting for its answer whose connection the client
 * closed is cancelled within two sweeps ({@link #EVERY} apart), so a job queued behind others never takes a worker
 * and a running one stops at its next look at its flag. Nobody else can fetch such a request's answer, so nothing is
 * lost. A connection must be missing from two tables in a row: the system's table is not read atomically, and a read
 * while connections come and go may skip an entry once.
 */
final class ClientWatch {

    static final Duration EVERY = Duration.ofSeconds(1);

    private final JobPool pool;
    private final OpenConnections connections;
    /** The waiting requests' jobs by their connection ({@link OpenConnections#key}). */
    private final Map<Job, Long> waiting = new ConcurrentHashMap<>();
    /** The watched jobs whose connection the last sweep did not find. */
    private final Set<Job> missing = ConcurrentHashMap.newKeySet();

    ClientWatch(JobPool pool, OpenConnections connections) {
        this.pool = pool;
        this.connections = connections;
    }

    /** Watches the connection of a request waiting for {@code job} until the job ends. */
    void watch(Job job, int localPort, int remotePort) {
        if (localPort <= 0 || remotePort <= 0) {
            return;
        }
        waiting.put(job, OpenConnections.key(localPort, remotePort));
        job.done().whenComplete((done, failure) -> {
            waiting.remove(job);
            missing.remove(job);
        });
    }

    /** One look at the kernel's connections: every watched job whose connection is no longer open is dropped. */
    void sweep() {
        if (waiting.isEmpty()) {
            return;
        }
        Optional<Set<Long>> open = connections.established();
        if (open.isEmpty()) {
            return;
        }
        waiting.forEach((job, connection) -> {
            if (open.get().contains(connection)) {
                missing.remove(job);
            } else if (!missing.add(job)) {
                pool.drop(job); // missing twice in a row
            }
        });
    }
}
