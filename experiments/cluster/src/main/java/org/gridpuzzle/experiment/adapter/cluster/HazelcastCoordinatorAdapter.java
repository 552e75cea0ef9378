package org.gridpuzzle.experiment.adapter.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.hazelcast.cluster.Member;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.IExecutorService;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.experiment.model.ClusterAccess;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.port.out.experiment.DistributeJobsPort;

/**
 * The coordinator joins the cluster as a lite member (it holds no data and runs no job) and sends each job to a worker
 * with a free slot through the executor service ({@code submitToMember}, so slots are counted here, not guessed).
 * When a worker leaves mid-job the future fails (member left, or the task came back empty from a worker shutting
 * down) and the job is sent to another, or waits for one however long no worker is there ({@link SlotTable}, which
 * says so while it waits): its row is written once, by the coordinator, when an outcome arrives.
 * A worker is given jobs only while its proof and its outcomes are sealed with the cluster's secret and it answers a
 * challenge for its own UUID; one that fails is reported once and given nothing more. Each job is sealed for the worker
 * it is sent to, with a nonce its outcome must carry back.
 */
@Singleton
public final class HazelcastCoordinatorAdapter implements DistributeJobsPort {

    private static final long POLL_MILLIS = 100;
    /** How often a run without any worker says it is waiting. */
    static final Duration WARN_EVERY = Duration.ofSeconds(20);

    /** How long a member has to answer a challenge before it is asked again. */
    private static final long CHALLENGE_SECONDS = 10;

    private final Set<UUID> refused = ConcurrentHashMap.newKeySet();
    /** The members asked to prove the secret, and whether they did. */
    private final java.util.Map<UUID, Boolean> challenged = new ConcurrentHashMap<>();
    private final SlotTable.Clock clock;
    private final Duration warnEvery;
    private volatile HazelcastInstance member;
    private volatile ClusterSecret secret;
    private volatile Consumer<String> warnings = w -> { };
    private volatile SlotTable<Member> slotTable;

    @Inject
    public HazelcastCoordinatorAdapter() {
        this(SlotTable.SYSTEM, WARN_EVERY);
    }

    /** @param warnEvery how often a wait without any worker is said (a test's is short) */
    HazelcastCoordinatorAdapter(SlotTable.Clock clock, Duration warnEvery) {
        this.clock = clock;
        this.warnEvery = warnEvery;
    }

    @Override
    public synchronized int join(List<String> addresses, ClusterAccess access, Consumer<String> warnings) {
        if (member == null) {
            this.warnings = warnings;
            secret = ClusterSecret.of(access);
            com.hazelcast.config.Config config = MemberConfig.of(addresses, access, secret, MemberConfig.COORDINATOR, 0,
                    null);
            config.setLiteMember(true);
            member = Hazelcast.newHazelcastInstance(config);
            slotTable = new SlotTable<>(this::workers, Member::getUuid, HazelcastCoordinatorAdapter::slots, clock,
                    warnEvery, warnings);
        }
        int slots = 0;
        for (Member m : workers()) {
            slots += slots(m);
        }
        if (slots == 0) {
            leave();
            throw new InvalidInputException("--cluster " + String.join(",", addresses),
                    "no gridpuzzle worker with this cluster's secret answered there (start one with: gridpuzzle"
                            + " experiment worker --secret-file FILE)");
        }
        return slots;
    }

    @Override
    public Optional<JobOutcome> run(JobSpec job, BooleanSupplier cancelled) {
        IExecutorService executor = member.getExecutorService(MemberConfig.EXECUTOR);
        while (!cancelled.getAsBoolean()) {
            SlotTable<Member> table = slotTable;
            Member target = table.claim(cancelled);
            if (target == null) {
                return Optional.empty(); // cancelled
            }
            try {
                String nonce = MemberConfig.nonce();
                Future<String> f = executor.submitToMember(new ClusterJob(WorkerDesk.job(secret, target.getUuid(), nonce,
                        job), null), target);
                while (true) {
                    if (cancelled.getAsBoolean()) {
                        f.cancel(true);
                        return Optional.empty();
                    }
                    try {
                        String sealed = f.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
                        if (sealed != null) {
                            Optional<JobOutcome> o = outcome(target, job, nonce, sealed);
                            if (o.isPresent()) {
                                return o;
                            }
                        }
                        break; // the worker stopped before it finished, or was refused: run the job elsewhere
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
                table.release(target);
            }
        }
        return Optional.empty();
    }

    /**
     * The outcome the worker sealed for this job's sending ({@code nonce}), empty (and the worker refused from now on)
     * when it is not sealed or not one.
     */
    private Optional<JobOutcome> outcome(Member worker, JobSpec job, String nonce, String sealed) {
        String prefix = WorkerDesk.OUTCOME + nonce + " ";
        Optional<String> json = secret.open(sealed).filter(t -> t.startsWith(prefix)).map(t -> t.substring(prefix.length()));
        if (json.isPresent()) {
            try {
                JobOutcome o = JobJson.outcome(json.get());
                if (o.job().equals(job)) {
                    return Optional.of(o);
                }
            } catch (JsonProcessingException e) {
                // refused below
            }
        }
        refuse(worker, WorkerDesk.REFUSED.equals(sealed) ? "refused a job sealed with this cluster's secret"
                : "answered with an outcome not sealed with this cluster's secret, or for another job");
        return Optional.empty();
    }

    private void refuse(Member worker, String why) {
        if (refused.add(worker.getUuid())) {
            warnings.accept("worker " + worker.getAddress().getHost() + ":" + worker.getAddress().getPort() + " " + why
                    + "; it gets no job from this run");
        }
    }

    /** The members that say they are workers and prove it with the secret. */
    private List<Member> workers() {
        return member.getCluster().getMembers().stream()
                .filter(m -> MemberConfig.WORKER.equals(m.getAttribute(MemberConfig.ROLE)))
                .filter(m -> !refused.contains(m.getUuid()))
                .filter(this::proven)
                .toList();
    }

    /**
     * Whether the member proves it holds the secret: its join attribute must be sealed with it, and it must answer a
     * challenge of this run with a proof sealed for its own UUID. An attribute travels in clear and could be copied
     * into another member; the answer cannot, since only the member a challenge reaches seals its own UUID, and a
     * worker asked to answer for another's UUID answers for its own. Each member is asked once.
     */
    private boolean proven(Member m) {
        Optional<String> proof = secret.open(m.getAttribute(MemberConfig.PROOF));
        if (proof.isEmpty() || !proof.get().startsWith(MemberConfig.proofText(MemberConfig.WORKER, slots(m), ""))) {
            refuse(m, "cannot prove it holds this cluster's secret");
            return false;
        }
        Boolean answered = challenged.get(m.getUuid());
        if (answered == null) {
            answered = challenge(m);
            if (answered == null) {
                return false; // no answer yet (a busy machine): asked again at the next look
            }
            challenged.put(m.getUuid(), answered);
        }
        if (!answered) {
            refuse(m, "cannot prove it holds this cluster's secret (its join proof is not its own)");
        }
        return answered;
    }

    /** True when the member answers a fresh challenge for its own UUID, false when it answers otherwise, null: no answer. */
    private Boolean challenge(Member m) {
        String nonce = MemberConfig.nonce();
        try {
            String answer = member.getExecutorService(MemberConfig.PROOF_EXECUTOR).submitToMember(
                    new ClusterJob(secret.seal(WorkerDesk.CHALLENGE + nonce), null), m)
                    .get(CHALLENGE_SECONDS, TimeUnit.SECONDS);
            return secret.open(answer).filter(WorkerDesk.proof(nonce, m.getUuid())::equals).isPresent();
        } catch (TimeoutException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (ExecutionException | RuntimeException e) {
            // it left, or it cannot take the task at all: not one of our workers
            return member.getCluster().getMembers().contains(m) ? Boolean.FALSE : null;
        }
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
        slotTable = null;
        refused.clear();
        challenged.clear();
    }
}
