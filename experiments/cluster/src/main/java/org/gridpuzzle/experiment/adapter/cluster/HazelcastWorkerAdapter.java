package org.gridpuzzle.experiment.adapter.cluster;

import com.hazelcast.config.Config;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.experiment.model.ClusterAccess;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.port.out.experiment.ServeJobsPort;

/**
 * A worker member: its executor runs as many jobs at once as it has slots, each through the runner given, and only
 * jobs sealed with the cluster's secret.
 */
public final class HazelcastWorkerAdapter implements ServeJobsPort {

    private static final long POLL_MILLIS = 200;

    @Inject
    public HazelcastWorkerAdapter() {
        // one member per serve call
    }

    @Override
    public void serve(List<String> join, ClusterAccess access, int slots, Function<JobSpec, Optional<JobOutcome>> runner,
            Consumer<String> onStarted, Consumer<String> warnings, BooleanSupplier stop) {
        ClusterSecret secret = ClusterSecret.of(access);
        Config config = MemberConfig.of(join, access, secret, MemberConfig.WORKER, slots,
                new WorkerDesk(secret, runner, warnings));
        HazelcastInstance member = Hazelcast.newHazelcastInstance(config);
        try {
            if (!join.isEmpty() && member.getCluster().getMembers().size() < 2) {
                throw new InvalidInputException("--join " + String.join(",", join), "no member with this cluster's"
                        + " secret answered there");
            }
            onStarted.accept(member.getCluster().getLocalMember().getAddress().getHost() + ":"
                    + member.getCluster().getLocalMember().getAddress().getPort());
            while (!stop.getAsBoolean() && member.getLifecycleService().isRunning()) {
                try {
                    Thread.sleep(POLL_MILLIS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        } finally {
            member.getLifecycleService().terminate(); // its running jobs are killed with their processes (Ctrl-C)
        }
    }
}
