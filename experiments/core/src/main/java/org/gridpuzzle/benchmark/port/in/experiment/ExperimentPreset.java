package org.gridpuzzle.benchmark.port.in.experiment;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * The {@code bench} commands' default suites as experiments ({@code experiment run --preset sokoban}): the same sets,
 * configurations and limits, but each job isolated, verified and kept. (The {@code bench} commands stay for what an
 * isolated JVM per job cannot measure: warm, in-process times of short runs.)
 */
public enum ExperimentPreset {
    /** {@code bench suguru}: the paper's instances, our solver against the published backtracking. */
    SUGURU(List.of("paper230"), List.of("suguru:fast", "suguru:paper"), Duration.ofSeconds(120)),
    /** {@code bench sokoban}: Microban under its four default configurations. */
    SOKOBAN(List.of("microban"), List.of("sokoban:parallel:tree", "sokoban:parallel:dag", "sokoban:parallel:path",
            "sokoban:recipe:tree"), Duration.ofSeconds(60)),
    /** {@code bench snowman}: the 30 levels, sequential SAT ball moves. */
    SNOWMAN(List.of("snowman"), List.of("snowman:sequential:path"), Duration.ofSeconds(120)),
    /** {@code bench floodit}: pc19, exact and both beams. */
    FLOODIT(List.of("pc19"), List.of("floodit:exact", "floodit:beam:20", "floodit:beam:100"), Duration.ofSeconds(120));

    private final List<String> sets;
    private final List<String> configs;
    private final Duration limit;

    ExperimentPreset(List<String> sets, List<String> configs, Duration limit) {
        this.sets = sets;
        this.configs = configs;
        this.limit = limit;
    }

    public List<String> sets() {
        return sets;
    }

    public List<String> configs() {
        return configs;
    }

    public Duration limit() {
        return limit;
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
