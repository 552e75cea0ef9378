package org.gridpuzzle.experiment.adapter.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;

/** Where a worker takes its jobs: it runs only jobs sealed with the cluster's secret, and seals what it returns. */
final class WorkerDesk {

    /** The answer to a job that is not sealed with this worker's secret. */
    static final String REFUSED = "refused";

    private final ClusterSecret secret;
    private final Function<JobSpec, Optional<JobOutcome>> runner;
    private final Consumer<String> warnings;

    WorkerDesk(ClusterSecret secret, Function<JobSpec, Optional<JobOutcome>> runner, Consumer<String> warnings) {
        this.secret = secret;
        this.runner = runner;
        this.warnings = warnings;
    }

    String run(String sealed) {
        Optional<String> text = secret.open(sealed);
        if (text.isEmpty()) {
            warnings.accept("refused a job that is not signed with this cluster's secret");
            return REFUSED;
        }
        JobSpec job;
        try {
            job = JobJson.job(text.get());
        } catch (JsonProcessingException e) {
            warnings.accept("refused a signed job that is not a job: " + e.getOriginalMessage());
            return REFUSED;
        }
        return runner.apply(job).map(o -> secret.seal(JobJson.write(o))).orElse(null);
    }
}
