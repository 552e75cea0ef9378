package org.gridpuzzle.experiment.adapter.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The coordinator's challenges on fake members: a look at the members never waits for an answer, each member is asked
 * once however many jobs look, and a member that never answers is refused after the patience, said once. Before, a
 * member that never answered (a rogue with a copied join proof, a stalled machine) held every job's wait for a slot
 * 10 s at each look, for the whole run, without a word.
 */
class ChallengesTest {

    /** A member: its id and slots. */
    private record Worker(UUID id, int slots) {
        Worker(int slots) {
            this(UUID.randomUUID(), slots);
        }
    }

    /** Time that passes only when told to (or when the table sleeps). */
    private static final class FakeClock implements SlotTable.Clock {
        volatile long nanos;

        @Override
        public long nanoTime() {
            return nanos;
        }

        @Override
        public void sleep(long millis) throws InterruptedException {
            nanos += millis * 1_000_000L;
            Thread.sleep(1); // let the other threads look too
        }
    }

    private final FakeClock clock = new FakeClock();
    private final Worker silent = new Worker(4);
    private final Worker proven = new Worker(1);
    private final Map<UUID, AtomicInteger> asks = new ConcurrentHashMap<>();
    private final Map<UUID, CompletableFuture<Boolean>> answers = new ConcurrentHashMap<>();
    private final List<String> said = new CopyOnWriteArrayList<>();
    private final java.util.Set<UUID> refused = ConcurrentHashMap.newKeySet();

    /** The proven worker answers at once; the silent one never does. */
    private final Challenges<Worker> challenges = new Challenges<>(Worker::id, (w, answer) -> {
        asks.computeIfAbsent(w.id(), u -> new AtomicInteger()).incrementAndGet();
        answers.put(w.id(), answer);
        if (w.equals(proven)) {
            answer.complete(true);
        }
    }, clock, Duration.ofSeconds(30), (w, why) -> {
        if (refused.add(w.id())) {
            said.add((w.equals(silent) ? "silent" : "other") + " " + why);
        }
    });

    private List<Worker> workers() {
        return List.of(silent, proven).stream().filter(w -> !refused.contains(w.id())).filter(challenges::proven)
                .toList();
    }

    private SlotTable<Worker> table() {
        return new SlotTable<>(this::workers, Worker::id, Worker::slots, clock, Duration.ofSeconds(20), said::add);
    }

    @Test
    void a_member_that_never_answers_holds_no_job_back_and_is_asked_once() throws Exception {
        SlotTable<Worker> table = table();
        ExecutorService jobs = Executors.newFixedThreadPool(4);
        try {
            List<Future<Worker>> claims = new ArrayList<>();
            long start = System.nanoTime();
            for (int i = 0; i < 4; i++) {
                claims.add(jobs.submit(() -> {
                    Worker w = table.claim(() -> false);
                    table.release(w);
                    return w;
                }));
            }
            for (Future<Worker> claim : claims) {
                assertThat(claim.get(30, TimeUnit.SECONDS)).isEqualTo(proven);
            }
            assertThat((System.nanoTime() - start) / 1e9).as("seconds for four jobs to get the proven worker")
                    .isLessThan(5.0); // at once; 10 s a look before
        } finally {
            jobs.shutdownNow();
        }
        assertThat(asks.get(silent.id())).as("challenges sent to the silent member").hasValue(1);
        assertThat(asks.get(proven.id())).hasValue(1);
        assertThat(said).as("nothing said before the patience runs out").isEmpty();
    }

    @Test
    void a_member_silent_past_the_patience_is_refused_and_said_once_and_a_late_answer_counts() {
        SlotTable<Worker> table = table();
        assertThat(table.claim(() -> false)).isEqualTo(proven);
        assertThat(workers()).containsExactly(proven);
        clock.nanos += Duration.ofSeconds(29).toNanos();
        assertThat(workers()).containsExactly(proven);
        assertThat(said).isEmpty();
        clock.nanos += Duration.ofSeconds(1).toNanos();
        for (int i = 0; i < 5; i++) {
            assertThat(workers()).containsExactly(proven);
        }
        assertThat(said).singleElement().asString().startsWith("silent did not answer the challenge")
                .contains("within 30 s");
        assertThat(asks.get(silent.id())).hasValue(1);

        // a member that answers late, but within the patience, is a worker from then on
        Worker late = new Worker(2);
        CompletableFuture<Boolean>[] pending = new CompletableFuture[1];
        Challenges<Worker> slow = new Challenges<>(Worker::id, (w, answer) -> pending[0] = answer, clock,
                Duration.ofSeconds(30), (w, why) -> said.add(why));
        assertThat(slow.proven(late)).isFalse();
        assertThat(slow.settled(late)).isFalse();
        pending[0].complete(true);
        assertThat(slow.settled(late)).isTrue();
        assertThat(slow.proven(late)).isTrue();
        // one that left before it answered is nothing held against it: asked again if it is seen again
        Worker gone = new Worker(1);
        assertThat(slow.proven(gone)).isFalse();
        pending[0].complete(null);
        assertThat(slow.proven(gone)).isFalse();
        assertThat(said).hasSize(1);
    }

    @Test
    void a_member_the_challenge_cannot_reach_yet_is_asked_again_and_refused_only_after_the_patience() {
        // CI 2026-12-07: a worker joining a run whose only worker was killed got its challenge before it could take
        // tasks; the failure was read as "not one of ours", it was refused for good, and the run waited for ever
        Worker joining = new Worker(1);
        int[] tries = new int[1];
        Challenges<Worker> reach = new Challenges<>(Worker::id, (w, answer) -> {
            if (++tries[0] < 3) {
                answer.complete(null); // the task could not reach it (yet)
            } else {
                answer.complete(true);
            }
        }, clock, Duration.ofSeconds(30), (w, why) -> said.add(why));
        assertThat(reach.proven(joining)).isFalse();
        assertThat(reach.proven(joining)).isFalse();
        assertThat(reach.proven(joining)).as("proven at its third challenge").isTrue();
        assertThat(tries[0]).isEqualTo(3);
        assertThat(said).isEmpty();

        // one that can never be reached is refused once the patience has passed, and said once
        Worker unreachable = new Worker(1);
        Challenges<Worker> never = new Challenges<>(Worker::id, (w, answer) -> answer.complete(null), clock,
                Duration.ofSeconds(30), (w, why) -> said.add(why));
        assertThat(never.proven(unreachable)).isFalse();
        clock.nanos += Duration.ofSeconds(29).toNanos();
        assertThat(never.proven(unreachable)).isFalse();
        assertThat(said).isEmpty();
        clock.nanos += Duration.ofSeconds(1).toNanos();
        assertThat(never.proven(unreachable)).isFalse();
        assertThat(said).singleElement().asString().startsWith("could not be reached by the challenge");

        // a challenge that throws when sent is the same: asked again, not refused at once
        Worker throwing = new Worker(1);
        int[] sends = new int[1];
        Challenges<Worker> thrown = new Challenges<>(Worker::id, (w, answer) -> {
            if (++sends[0] == 1) {
                throw new IllegalStateException("not ready");
            }
            answer.complete(true);
        }, clock, Duration.ofSeconds(30), (w, why) -> said.add(why));
        assertThat(thrown.proven(throwing)).isFalse();
        assertThat(thrown.proven(throwing)).isTrue();
        assertThat(said).hasSize(1);
    }
}
