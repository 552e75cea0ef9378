package org.gridpuzzle.experiment.adapter.cluster;

import java.util.concurrent.Callable;

/**
 * A job on its way to a worker: its JSON sealed with the cluster's secret, and nothing else (it crosses the wire by
 * {@link ClusterJobSerializer}, a Compact serializer, never by Java serialization). Where it is read, the member's
 * {@link WorkerDesk} is attached; a member that is not a worker has none and runs nothing.
 */
final class ClusterJob implements Callable<String> {

    private final String sealed;
    private final WorkerDesk desk;

    ClusterJob(String sealed, WorkerDesk desk) {
        this.sealed = sealed;
        this.desk = desk;
    }

    String sealed() {
        return sealed;
    }

    /** The outcome's JSON sealed by the worker, {@link WorkerDesk#REFUSED}, or null when the job was cancelled. */
    @Override
    public String call() {
        return desk == null ? null : desk.run(sealed);
    }
}
