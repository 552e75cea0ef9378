package org.gridpuzzle.experiment.port.in.experiment;

import java.util.Objects;
import java.util.function.BooleanSupplier;
import org.gridpuzzle.experiment.model.JobSpec;

/** @param cancelled Ctrl-C (or the runner stopping the job) */
public record RunJobCommand(JobSpec job, BooleanSupplier cancelled) {

    public RunJobCommand {
        Objects.requireNonNull(job, "job");
        cancelled = cancelled == null ? () -> false : cancelled;
    }
}
