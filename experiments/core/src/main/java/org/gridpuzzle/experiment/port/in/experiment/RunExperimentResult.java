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
 *     ("KEY: crash: MESSAGE"), recorded or not (a crashed cube job gets no row), and the jobs it did not run although
 *     it was not cancelled ("KEY: not run: ..."): a run with any is no clean run
 */
public record RunExperimentResult(String name, int jobs, int before, int ran, Map<String, Integer> statuses,
        double wallSeconds, boolean stopped, int slots, List<String> failures) {

    public RunExperimentResult {
        statuses = Map.copyOf(statuses);
        failures = List.copyOf(failures);
    }
}
