package org.gridpuzzle.experiment.adapter.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;

/**
 * Where a worker takes its tasks, each sealed with the cluster's secret: a job it runs only when it was sealed for
 * this member (its UUID) and has not been run here before (its nonce), so that a sealed job seen on the wire can
 * neither be given to another member nor given again; and a challenge, answered with a proof bound to this member's
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
    /** The nonces of the jobs this worker has taken: a job is run once (a few dozen bytes a job). */
    private final Set<String> taken = ConcurrentHashMap.newKeySet();

    WorkerDesk(ClusterSecret secret, Function<JobSpec, Optional<JobOutcome>> runner, Consumer<String> warnings) {
        this.secret = secret;
        this.runner = runner;
        this.warnings = warnings;
    }

    /** A job as the coordinator seals it for {@code worker}. */
    static String job(ClusterSecret secret, UUID worker, String nonce, JobSpec job) {
        return secret.seal(JOB + worker + " " + nonce + " " + JobJson.write(job));
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
        String[] parts = t.split(" ", 4);
        if (parts.length < 4 || !(parts[0] + " ").equals(JOB)) {
            warnings.accept("refused a signed task that is not a job");
            return REFUSED;
        }
        if (!parts[1].equals(String.valueOf(local))) {
            warnings.accept("refused a job sealed for another member (sent again by someone who saw it?)");
            return REFUSED;
        }
        if (!taken.add(parts[2])) {
            warnings.accept("refused a job it has taken before (sent again by someone who saw it?)");
            return REFUSED;
        }
        JobSpec job;
        try {
            job = JobJson.job(parts[3]);
        } catch (JsonProcessingException e) {
            warnings.accept("refused a signed job that is not a job: " + e.getOriginalMessage());
            return REFUSED;
        }
        return runner.apply(job).map(o -> secret.seal(OUTCOME + parts[2] + " " + JobJson.write(o))).orElse(null);
    }
}
