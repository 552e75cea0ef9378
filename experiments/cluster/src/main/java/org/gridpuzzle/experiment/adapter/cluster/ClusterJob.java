package org.gridpuzzle.experiment.adapter.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import java.util.UUID;
import java.util.concurrent.Callable;

/**
 * A task on its way to a worker (a job, or a challenge to prove the secret): its text sealed with the cluster's
 * secret, and nothing else (it crosses the wire by {@link ClusterJobSerializer}, a Compact serializer, never by Java
 * serialization). Where it is read, the member's {@link WorkerDesk} is attached and Hazelcast tells it which member it
 * runs on; a member that is not a worker has no desk and runs nothing.
 */
final class ClusterJob implements Callable<String>, HazelcastInstanceAware {

    private final String sealed;
    private final WorkerDesk desk;
    private volatile UUID local;

    ClusterJob(String sealed, WorkerDesk desk) {
        this.sealed = sealed;
        this.desk = desk;
    }

    String sealed() {
        return sealed;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance member) {
        local = member.getCluster().getLocalMember().getUuid();
    }

    /** The sealed outcome or proof, {@link WorkerDesk#REFUSED}, or null when the job was cancelled. */
    @Override
    public String call() {
        return desk == null || local == null ? null : desk.run(sealed, local);
    }
}
