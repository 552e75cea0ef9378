package org.gridpuzzle.experiment.port.in.experiment;

import java.util.List;
import java.util.Map;

/**
 * @param jobs the experiment's jobs (this shard's)
 * @param before jobs that already had a row when this run began
 * @param ran jobs this run recorded
 * @param statuses rows by status label, over the whole experiment (this shard)
 * @param stopped true when Ctrl-C ended the run early (the jobs left run next time)
 * @param failures the jobs of this run whose process crashed or whose answer the verifier refused, one line each
 *     ("KEY: crash: MESSAGE"), recorded or not (a crashed cube job gets no row): a run with any is no clean run
 * @param notRun how many of the jobs ({@code jobs}) have no row at the end although the run was not stopped (no outcome
 *     came back, or a cube job's process died): a run with any is no clean run; the next run does them. 0 when
 *     Ctrl-C stopped the run (the jobs it left are no failure)
 * @param notRunJobs those jobs, one line each ("KEY: not run: WHY")
 */
public record RunExperimentResult(String name, int jobs, int before, int ran, Map<String, Integer> statuses,
        double wallSeconds, boolean stopped, int slots, List<String> failures, int notRun, List<String> notRunJobs) {

    public RunExperimentResult {
        statuses = Map.copyOf(statuses);
        failures = List.copyOf(failures);
        notRunJobs = List.copyOf(notRunJobs);
    }

    /** Whether every job of this run has its row and none crashed or answered wrong. */
    public boolean clean() {
        return !stopped && failures.isEmpty() && notRun == 0;
    }
}
