package org.gridpuzzle.benchmark.adapter.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.IExecutorService;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.benchmark.experiment.JobOutcome;
import org.gridpuzzle.benchmark.experiment.JobSpec;
import org.gridpuzzle.benchmark.port.out.experiment.DistributeJobsPort;

/**
 * The coordinator joins the cluster as a lite member (it holds no data and runs no job) and sends each job to a worker
 * with a free slot through the executor service ({@code submitToMember}, so slots are counted here, not guessed).
 * When a worker leaves mid-job the future fails (member left, or the task came back empty from a worker shutting
 * down) and the job is sent to another: its row is written once, by the coordinator, when an outcome arrives.
 */
@Singleton
public final class HazelcastCoordinatorAdapter implements DistributeJobsPort {

    private static final long POLL_MILLIS = 100;

    private final Map<UUID, Integer> busy = new ConcurrentHashMap<>();
    private volatile HazelcastInstance member;

    @Inject
    public HazelcastCoordinatorAdapter() {
        // joins on demand
    }

    @Override
    public synchronized int join(List<String> addresses) {
        if (member == null) {
            com.hazelcast.config.Config config = MemberConfig.of(addresses, 0, "coordinator", 0);
            config.setLiteMember(true);
            member = Hazelcast.newHazelcastInstance(config);
        }
        int slots = 0;
        for (Member m : workers()) {
            slots += slots(m);
        }
        if (slots == 0) {
            leave();
            throw new InvalidInputException("--cluster " + String.join(",", addresses),
                    "no gridpuzzle worker answered there (start one with: gridpuzzle experiment worker)");
        }
        return slots;
    }

    @Override
    public Optional<JobOutcome> run(JobSpec job, BooleanSupplier cancelled) {
        IExecutorService executor = member.getExecutorService(MemberConfig.EXECUTOR);
        while (!cancelled.getAsBoolean()) {
            Member target = claimSlot(cancelled);
            if (target == null) {
                return Optional.empty();
            }
            try {
                Future<JobOutcome> f = executor.submitToMember(new ClusterJob(job), target);
                while (true) {
                    if (cancelled.getAsBoolean()) {
                        f.cancel(true);
                        return Optional.empty();
                    }
                    try {
                        JobOutcome o = f.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
                        if (o != null) {
                            return Optional.of(o);
                        }
                        break; // the worker stopped before it finished: run the job elsewhere
                    } catch (TimeoutException e) {
                        if (!member.getCluster().getMembers().contains(target)) {
                            f.cancel(true);
                            break; // it left
                        }
                    }
                }
            } catch (ExecutionException | RuntimeException e) {
                // the member left or refused (shutting down): run the job elsewhere
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Optional.empty();
            } finally {
                busy.merge(target.getUuid(), -1, Integer::sum);
            }
        }
        return Optional.empty();
    }

    /** A worker with a free slot, marked busy; null when cancelled or when no worker is left for a minute. */
    private Member claimSlot(BooleanSupplier cancelled) {
        long giveUp = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (!cancelled.getAsBoolean()) {
            List<Member> workers = workers();
            synchronized (busy) {
                Member best = null;
                int bestFree = 0;
                for (Member m : workers) {
                    int free = slots(m) - busy.getOrDefault(m.getUuid(), 0);
                    if (free > bestFree) {
                        best = m;
                        bestFree = free;
                    }
                }
                if (best != null) {
                    busy.merge(best.getUuid(), 1, Integer::sum);
                    return best;
                }
            }
            if (workers.isEmpty() && System.nanoTime() > giveUp) {
                return null;
            }
            if (!workers.isEmpty()) {
                giveUp = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
        return null;
    }

    private List<Member> workers() {
        return member.getCluster().getMembers().stream().filter(m -> "worker".equals(m.getAttribute(MemberConfig.ROLE)))
                .toList();
    }

    private static int slots(Member m) {
        try {
            return Integer.parseInt(m.getAttribute(MemberConfig.SLOTS));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    @Override
    public synchronized void leave() {
        if (member != null) {
            member.getLifecycleService().shutdown();
            member = null;
        }
        busy.clear();
    }
}
