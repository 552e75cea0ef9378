package org.gridpuzzle.experiment.adapter.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.hazelcast.cluster.Member;
import com.hazelcast.core.ExecutionCallback;
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
import java.util.concurrent.CompletableFuture;
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

    /** How long joining waits for the members' answers to their challenges (each proven worker's slots count). */
    static final Duration JOIN_WAIT = Duration.ofSeconds(10);

    private final Set<UUID> refused = ConcurrentHashMap.newKeySet();
    private final SlotTable.Clock clock;
    private final Duration warnEvery;
    private final Duration joinWait;
    /** The members asked to prove the secret, and their answers. */
    private final Challenges<Member> challenges;
    private volatile HazelcastInstance member;
    private volatile ClusterSecret secret;
    private volatile Consumer<String> warnings = w -> { };
    private volatile SlotTable<Member> slotTable;

    @Inject
    public HazelcastCoordinatorAdapter() {
        this(SlotTable.SYSTEM, WARN_EVERY, JOIN_WAIT, Challenges.PATIENCE);
    }

    /**
     * @param warnEvery how often a wait without any worker is said (a test's is short)
     * @param joinWait how long joining waits for the members' answers to their challenges
     * @param patience how long a member has to answer its challenge before it is refused
     */
    HazelcastCoordinatorAdapter(SlotTable.Clock clock, Duration warnEvery, Duration joinWait, Duration patience) {
        this.clock = clock;
        this.warnEvery = warnEvery;
        this.joinWait = joinWait;
        this.challenges = new Challenges<>(Member::getUuid, this::challenge, clock, patience, this::refuse);
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
        awaitAnswers();
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

    /** The members that say they are workers and prove it with the secret; never waits for an answer. */
    private List<Member> workers() {
        return candidates().filter(challenges::proven).toList();
    }

    /** The members that say they are workers, with a join proof sealed with the secret, not refused. */
    private java.util.stream.Stream<Member> candidates() {
        return member.getCluster().getMembers().stream()
                .filter(m -> MemberConfig.WORKER.equals(m.getAttribute(MemberConfig.ROLE)))
                .filter(m -> !refused.contains(m.getUuid()))
                .filter(this::sealedProof);
    }

    /**
     * Asks every member that says it is a worker to prove it, and waits until each has answered, or for
     * {@link #joinWait} at most: the run's slots are the proven workers' at this moment. A member that answers later
     * is given jobs from then on; one that never answers is refused after the patience ({@link Challenges}).
     */
    private void awaitAnswers() {
        long end = clock.nanoTime() + joinWait.toNanos();
        List<Member> asked = candidates().toList();
        asked.forEach(challenges::ask);
        while (clock.nanoTime() < end && !asked.stream().allMatch(challenges::settled)) {
            try {
                clock.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /**
     * Whether the member's join attribute is sealed with the secret. An attribute travels in clear and could be copied
     * into another member, so a member must also answer a challenge of this run with a proof sealed for its own UUID
     * ({@link #challenge}); the answer cannot be copied, since only the member a challenge reaches seals its own UUID,
     * and a worker asked to answer for another's UUID answers for its own.
     */
    private boolean sealedProof(Member m) {
        Optional<String> proof = secret.open(m.getAttribute(MemberConfig.PROOF));
        if (proof.isEmpty() || !proof.get().startsWith(MemberConfig.proofText(MemberConfig.WORKER, slots(m), ""))) {
            refuse(m, "cannot prove it holds this cluster's secret");
            return false;
        }
        return true;
    }

    /**
     * Sends the member a fresh challenge for its own UUID, without waiting: {@code answer} is completed with true when
     * it answers with the proof, false when it answers otherwise, null when it left or the task could not reach it.
     */
    private void challenge(Member m, CompletableFuture<Boolean> answer) {
        String nonce = MemberConfig.nonce();
        HazelcastInstance here = member;
        here.getExecutorService(MemberConfig.PROOF_EXECUTOR).submitToMember(
                new ClusterJob(secret.seal(WorkerDesk.CHALLENGE + nonce), null), m, new ExecutionCallback<String>() {
                    @Override
                    public void onResponse(String sealed) {
                        answer.complete(secret.open(sealed).filter(WorkerDesk.proof(nonce, m.getUuid())::equals)
                                .isPresent());
                    }

                    @Override
                    public void onFailure(Throwable t) {
                        // it left, or the task could not reach it (a member that joined a moment ago may not take
                        // tasks yet: refusing it for good left a run waiting for ever, CI 2026-12-07): asked again at
                        // the next look, and refused once the patience has passed
                        answer.complete(null);
                    }
                });
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
        challenges.clear();
    }
}
