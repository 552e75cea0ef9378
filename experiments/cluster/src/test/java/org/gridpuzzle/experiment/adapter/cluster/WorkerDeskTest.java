package org.gridpuzzle.experiment.adapter.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.gridpuzzle.experiment.model.ClusterAccess;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.model.JobStatus;
import org.junit.jupiter.api.Test;

/**
 * The hostile run's L11: a worker's join proof and a sealed job crossed the wire in clear and could be used again, the
 * proof by another member, the job by sending it to a worker again. A worker now runs a job only when it was sealed
 * for this member and only once, and proves the secret by answering a challenge with its own UUID. The nonces it keeps
 * to see a job sent again are those of a time window (a job carries the time it was sealed): the set grew with every
 * job for as long as the worker ran.
 */
class WorkerDeskTest {

    private static final ClusterSecret SECRET = ClusterSecret.of(new ClusterAccess(ClusterAccess.LOOPBACK, 0, null,
            "the secret of this test's cluster"));
    private static final JobSpec JOB = new JobSpec("e", "paper230", "12", 11, "/data/12.in", 0, "abc", "suguru:fast",
            5000, 256L << 20);

    private final UUID me = UUID.randomUUID();
    private final List<JobSpec> ran = new CopyOnWriteArrayList<>();
    private final List<String> warnings = new CopyOnWriteArrayList<>();
    private final WorkerDesk desk = new WorkerDesk(SECRET, job -> {
        ran.add(job);
        return Optional.of(new JobOutcome(job, JobStatus.OPTIMAL, 3L, 3L, "1 2 3", 0.5, 0.4, 1, Map.of(), "m", 1, 2,
                null));
    }, warnings::add);

    @Test
    void a_job_sealed_for_this_worker_runs_once_and_its_outcome_carries_the_sendings_nonce() {
        String nonce = MemberConfig.nonce();
        String sealed = WorkerDesk.job(SECRET, me, nonce, JOB);
        String answer = desk.run(sealed, me);
        assertThat(SECRET.open(answer)).hasValueSatisfying(t -> assertThat(t).startsWith("outcome " + nonce + " {"));
        // the same sealed job again, as someone who saw it on the wire would send it
        assertThat(desk.run(sealed, me)).isEqualTo(WorkerDesk.REFUSED);
        assertThat(ran).containsExactly(JOB);
        assertThat(warnings).singleElement().asString().contains("taken before");
    }

    @Test
    void a_job_sealed_for_another_member_is_refused() {
        String sealed = WorkerDesk.job(SECRET, UUID.randomUUID(), MemberConfig.nonce(), JOB);
        assertThat(desk.run(sealed, me)).isEqualTo(WorkerDesk.REFUSED);
        assertThat(ran).isEmpty();
        assertThat(warnings).singleElement().asString().contains("another member");
    }

    @Test
    void a_challenge_is_answered_for_this_member_only() {
        String nonce = MemberConfig.nonce();
        String answer = desk.run(SECRET.seal(WorkerDesk.CHALLENGE + nonce), me);
        assertThat(SECRET.open(answer)).contains(WorkerDesk.proof(nonce, me));
        // a copycat that passes the challenge on to this worker gets this worker's proof, not its own
        UUID copycat = UUID.randomUUID();
        assertThat(SECRET.open(answer)).isNotEqualTo(Optional.of(WorkerDesk.proof(nonce, copycat)));
        assertThat(ran).isEmpty();
    }

    @Test
    void a_job_not_sealed_with_the_secret_or_the_old_form_of_a_job_is_refused() {
        ClusterSecret guess = ClusterSecret.of(new ClusterAccess(ClusterAccess.LOOPBACK, 0, null, "a guess at the secret"));
        assertThat(desk.run(WorkerDesk.job(guess, me, MemberConfig.nonce(), JOB), me)).isEqualTo(WorkerDesk.REFUSED);
        // the form a job had before: its JSON sealed alone, bound to no member and no sending
        assertThat(desk.run(SECRET.seal(JobJson.write(JOB)), me)).isEqualTo(WorkerDesk.REFUSED);
        assertThat(ran).isEmpty();
    }

    /** A desk that keeps its nonces in {@code nonces} and records the jobs it runs and its warnings. */
    private WorkerDesk timedDesk(JobNonces nonces) {
        return new WorkerDesk(SECRET, job -> {
            ran.add(job);
            return Optional.empty();
        }, warnings::add, nonces);
    }

    @Test
    void the_nonces_kept_are_those_of_the_window_and_a_job_older_than_it_is_refused() {
        AtomicLong now = new AtomicLong(1_000_000_000_000L);
        JobNonces nonces = new JobNonces(now::get, Duration.ofMinutes(15), 1_000);
        WorkerDesk timed = timedDesk(nonces);
        String first = WorkerDesk.job(SECRET, me, MemberConfig.nonce(), now.get(), JOB);
        timed.run(first, me);
        for (int minute = 0; minute < 6 * 60; minute++) { // six hours' run, a job every 10 s
            for (int tick = 0; tick < 6; tick++) {
                now.addAndGet(10_000);
                timed.run(WorkerDesk.job(SECRET, me, MemberConfig.nonce(), now.get(), JOB), me);
            }
            assertThat(nonces.size()).as("after %d minutes", minute + 1).isLessThanOrEqualTo(15 * 6 + 1);
        }
        assertThat(ran).hasSize(6 * 60 * 6 + 1);
        assertThat(warnings).isEmpty();
        // the first job, sent again hours later: forgotten, and refused by its time
        assertThat(timed.run(first, me)).isEqualTo(WorkerDesk.REFUSED);
        assertThat(warnings).singleElement().asString().contains("more than 15 minutes from this machine's clock");
        // one sealed in the window is refused as taken before, and one from a clock far ahead is refused
        String recent = WorkerDesk.job(SECRET, me, MemberConfig.nonce(), now.get() - 60_000, JOB);
        timed.run(recent, me);
        assertThat(timed.run(recent, me)).isEqualTo(WorkerDesk.REFUSED);
        assertThat(warnings.get(1)).contains("taken before");
        assertThat(timed.run(WorkerDesk.job(SECRET, me, MemberConfig.nonce(), now.get() + 3_600_000, JOB), me))
                .isEqualTo(WorkerDesk.REFUSED);
    }

    @Test
    void a_flood_within_the_window_is_refused_beyond_the_capacity_and_nothing_is_forgotten_for_it() {
        AtomicLong now = new AtomicLong(1_000_000_000_000L);
        JobNonces nonces = new JobNonces(now::get, Duration.ofMinutes(15), 100);
        WorkerDesk timed = timedDesk(nonces);
        String first = WorkerDesk.job(SECRET, me, MemberConfig.nonce(), now.get(), JOB);
        timed.run(first, me);
        for (int i = 0; i < 500; i++) {
            timed.run(WorkerDesk.job(SECRET, me, MemberConfig.nonce(), now.get(), JOB), me);
        }
        assertThat(nonces.size()).isEqualTo(100);
        assertThat(ran).hasSize(100);
        assertThat(warnings).hasSize(401).allSatisfy(w -> assertThat(w).contains("a flood?"));
        assertThat(timed.run(first, me)).as("still known as taken").isEqualTo(WorkerDesk.REFUSED);
        assertThat(warnings.get(401)).contains("taken before");
    }
}
