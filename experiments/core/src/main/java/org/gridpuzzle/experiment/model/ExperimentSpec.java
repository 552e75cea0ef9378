package org.gridpuzzle.experiment.model;

import java.util.List;
import java.util.Objects;

/**
 * An experiment as recorded in its database: sets × configurations under one wall limit and one memory limit per job.
 * Running it again resumes it; running it with other limits is refused (its results would not compare).
 */
public record ExperimentSpec(String name, List<String> sets, List<String> configs, long limitMillis, long memoryBytes) {

    public ExperimentSpec {
        Objects.requireNonNull(name, "name");
        sets = List.copyOf(sets);
        configs = List.copyOf(configs);
    }
}
