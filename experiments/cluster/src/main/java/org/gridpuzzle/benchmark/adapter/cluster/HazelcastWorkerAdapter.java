package org.gridpuzzle.benchmark.adapter.cluster;

import com.hazelcast.config.Config;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.benchmark.experiment.JobOutcome;
import org.gridpuzzle.benchmark.experiment.JobSpec;
import org.gridpuzzle.benchmark.port.out.experiment.ServeJobsPort;

/** A worker member: its executor runs as many jobs at once as it has slots, each through the runner given. */
public final class HazelcastWorkerAdapter implements ServeJobsPort {

    private static final long POLL_MILLIS = 200;

    @Inject
    public HazelcastWorkerAdapter() {
        // one member per serve call
    }

    @Override
    public void serve(List<String> join, int port, int slots, Function<JobSpec, Optional<JobOutcome>> runner,
            Consumer<String> onStarted, BooleanSupplier stop) {
        Config config = MemberConfig.of(join, port, "worker", slots);
        ConcurrentHashMap<String, Object> context = new ConcurrentHashMap<>();
        context.put(MemberConfig.RUNNER, runner);
        config.setUserContext(context);
        HazelcastInstance member = Hazelcast.newHazelcastInstance(config);
        try {
            if (!join.isEmpty() && member.getCluster().getMembers().size() < 2) {
                throw new InvalidInputException("--join " + String.join(",", join), "no member answered there");
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
