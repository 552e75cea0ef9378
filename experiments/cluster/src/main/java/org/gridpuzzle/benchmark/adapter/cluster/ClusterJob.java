package org.gridpuzzle.benchmark.adapter.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import java.io.Serializable;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.gridpuzzle.benchmark.experiment.JobOutcome;
import org.gridpuzzle.benchmark.experiment.JobSpec;

/** A job sent to a worker member: run there by the worker's own runner (a process of its own); null when cancelled. */
final class ClusterJob implements Callable<JobOutcome>, Serializable, HazelcastInstanceAware {

    private static final long serialVersionUID = 1L;

    private final JobSpec job;
    private transient HazelcastInstance member;

    ClusterJob(JobSpec job) {
        this.job = job;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance instance) {
        this.member = instance;
    }

    @Override
    @SuppressWarnings("unchecked")
    public JobOutcome call() {
        Object runner = member.getUserContext().get(MemberConfig.RUNNER);
        if (runner == null) {
            return null; // a member that is not a worker runs nothing
        }
        Optional<JobOutcome> outcome = ((Function<JobSpec, Optional<JobOutcome>>) runner).apply(job);
        return outcome.orElse(null);
    }
}
