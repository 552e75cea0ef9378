package org.gridpuzzle.experiment.adapter.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.gridpuzzle.experiment.model.ClusterAccess;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.model.JobStatus;
import org.junit.jupiter.api.Test;

/**
 * The hostile run's L11: a worker's join proof and a sealed job crossed the wire in clear and could be used again, the
 * proof by another member, the job by sending it to a worker again. A worker now runs a job only when it was sealed
 * for this member and only once, and proves the secret by answering a challenge with its own UUID.
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
}
