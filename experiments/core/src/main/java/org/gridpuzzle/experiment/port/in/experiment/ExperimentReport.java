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
        int rows, List<ConfigurationSummary> configurations, int commonlySolved, List<InstanceRow> instances) {

    public ExperimentReport {
        sets = List.copyOf(sets);
        configurations = List.copyOf(configurations);
        instances = List.copyOf(instances);
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
