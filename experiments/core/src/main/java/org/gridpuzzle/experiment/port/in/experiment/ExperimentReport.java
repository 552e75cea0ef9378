package org.gridpuzzle.experiment.port.in.experiment;

import java.util.List;
import java.util.Map;

/**
 * The paper's two views of an experiment: per configuration solved, proved and PAR-2 (a decided job counts its wall
 * time, any other twice the limit), and the time on the instances every configuration solved; then one row per
 * instance.
 *
 * @param jobs jobs listed by the experiment (rows present or not)
 * @param commonlySolved instances solved under every configuration
 */
public record ExperimentReport(String name, List<String> sets, double limitSeconds, long memoryBytes, int jobs,
        int rows, List<ConfigurationSummary> configurations, int commonlySolved, List<InstanceRow> instances,
        List<CubeVerdict> cubes) {

    public ExperimentReport {
        sets = List.copyOf(sets);
        configurations = List.copyOf(configurations);
        instances = List.copyOf(instances);
        cubes = List.copyOf(cubes);
    }

    /**
     * What the cube jobs of one split ({@code snowman:cubes:T:N}) say together about one instance: "is there a plan of
     * at most T moves?" is refuted only when all N jobs refuted their cubes, answered yes by any plan (replayed).
     *
     * @param verdict refuted, plan or open
     * @param refuted jobs that refuted their cubes
     * @param plans jobs that found a plan (verified)
     * @param undecided jobs with a row that decided nothing (timeout, memout, unknown, wrong answer)
     * @param missing jobs without a row yet (not run, or their process died: the next run does them)
     * @param bestPlan the shortest plan found, or null
     * @param medianRefutedSeconds the median wall time of the refuting jobs (0 without one)
     * @param cubeHoursAtLeast a floor on what the undecided jobs still need: each ran its whole limit without an answer
     * @param toFinish what would take an open question further (the command for the undecided cube jobs with four times
     *     the limit, the decided ones reused), or null
     */
    public record CubeVerdict(String set, String instance, String config, int horizon, int jobs, String verdict,
            int refuted, int plans, int undecided, int missing, Long bestPlan, double medianRefutedSeconds,
            double maxRefutedSeconds, double cubeHoursAtLeast, String toFinish) {
    }

    /**
     * @param statuses rows by status label
     * @param commonSeconds the wall time on the commonly solved instances
     */
    public record ConfigurationSummary(String config, int rows, int solved, int proved, int unsat,
            Map<String, Integer> statuses, double par2, double solvedSeconds, double commonSeconds,
            double cpuSeconds, long peakRssBytes) {

        public ConfigurationSummary {
            statuses = Map.copyOf(statuses);
        }
    }

    /** One instance: its cell under each configuration (absent when the job has no row yet). */
    public record InstanceRow(String set, String instance, Map<String, Cell> cells) {

        public InstanceRow {
            cells = Map.copyOf(cells);
        }
    }

    /** @param value the answer's size, or null */
    public record Cell(String status, Long value, double seconds) {
    }
}
