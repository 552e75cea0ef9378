package org.gridpuzzle.experiment.adapter.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongSupplier;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;

/**
 * Where a worker takes its tasks, each sealed with the cluster's secret: a job it runs only when it was sealed for
 * this member (its UUID) and has not been run here before (its nonce), so that a sealed job seen on the wire can
 * neither be given to another member nor given again (a job carries the time it was sealed, and the nonces are kept
 * for a window around it: {@link JobNonces}); and a challenge, answered with a proof bound to this member's
 * UUID, so that a proof copied from the wire proves nothing for another member. Everything it returns is sealed.
 */
final class WorkerDesk {

    /** The answer to a task that is not sealed with this worker's secret, or not for this worker, or seen before. */
    static final String REFUSED = "refused";
    static final String JOB = "job ";
    static final String OUTCOME = "outcome ";
    static final String CHALLENGE = "prove ";
    static final String PROOF = "proof ";

    private final ClusterSecret secret;
    private final Function<JobSpec, Optional<JobOutcome>> runner;
    private final Consumer<String> warnings;
    /** The nonces of the jobs this worker has taken in the window: a job is run once. */
    private final JobNonces taken;

    WorkerDesk(ClusterSecret secret, Function<JobSpec, Optional<JobOutcome>> runner, Consumer<String> warnings) {
        this(secret, runner, warnings, new JobNonces(System::currentTimeMillis, JobNonces.WINDOW, JobNonces.CAPACITY));
    }

    WorkerDesk(ClusterSecret secret, Function<JobSpec, Optional<JobOutcome>> runner, Consumer<String> warnings,
            JobNonces taken) {
        this.secret = secret;
        this.runner = runner;
        this.warnings = warnings;
        this.taken = taken;
    }

    /** A job as the coordinator seals it for {@code worker}, now. */
    static String job(ClusterSecret secret, UUID worker, String nonce, JobSpec job) {
        return job(secret, worker, nonce, System.currentTimeMillis(), job);
    }

    /** A job as the coordinator seals it for {@code worker} at {@code sealedAt} (milliseconds since the epoch). */
    static String job(ClusterSecret secret, UUID worker, String nonce, long sealedAt, JobSpec job) {
        return secret.seal(JOB + worker + " " + nonce + " " + sealedAt + " " + JobJson.write(job));
    }

    /** The proof that the member {@code worker} holds the secret, in answer to {@code nonce}. */
    static String proof(String nonce, UUID worker) {
        return PROOF + nonce + " " + worker;
    }

    /**
     * @param local this member's UUID
     * @return the sealed outcome or proof, {@link #REFUSED}, or null when the job was cancelled
     */
    String run(String sealed, UUID local) {
        Optional<String> text = secret.open(sealed);
        if (text.isEmpty()) {
            warnings.accept("refused a job that is not signed with this cluster's secret");
            return REFUSED;
        }
        String t = text.get();
        if (t.startsWith(CHALLENGE)) {
            String nonce = t.substring(CHALLENGE.length());
            return nonce.matches("[0-9a-f]{32}") ? secret.seal(proof(nonce, local)) : REFUSED;
        }
        String[] parts = t.split(" ", 5);
        if (parts.length < 5 || !(parts[0] + " ").equals(JOB) || !parts[3].matches("\\d{1,18}")) {
            warnings.accept("refused a signed task that is not a job");
            return REFUSED;
        }
        if (!parts[1].equals(String.valueOf(local))) {
            warnings.accept("refused a job sealed for another member (sent again by someone who saw it?)");
            return REFUSED;
        }
        switch (taken.take(parts[2], Long.parseLong(parts[3]))) {
            case FRESH -> {
            }
            case TAKEN -> {
                warnings.accept("refused a job it has taken before (sent again by someone who saw it?)");
                return REFUSED;
            }
            case OUT_OF_WINDOW -> {
                warnings.accept("refused a job sealed more than " + JobNonces.WINDOW.toMinutes() + " minutes from this"
                        + " machine's clock (sent again by someone who saw it, or the clocks of the coordinator and"
                        + " this worker differ)");
                return REFUSED;
            }
            case FULL -> {
                warnings.accept("refused a job: " + JobNonces.CAPACITY + " jobs taken within "
                        + JobNonces.WINDOW.toMinutes() + " minutes (a flood?)");
                return REFUSED;
            }
        }
        JobSpec job;
        try {
            job = JobJson.job(parts[4]);
        } catch (JsonProcessingException e) {
            warnings.accept("refused a signed job that is not a job: " + e.getOriginalMessage());
            return REFUSED;
        }
        return runner.apply(job).map(o -> secret.seal(OUTCOME + parts[2] + " " + JobJson.write(o))).orElse(null);
    }
}
