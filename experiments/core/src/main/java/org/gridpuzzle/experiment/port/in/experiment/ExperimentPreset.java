package org.gridpuzzle.experiment.port.in.experiment;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.gridpuzzle.experiment.model.Suites;

/**
 * The {@code bench} commands' default suites as experiments ({@code experiment run --preset sokoban}): the same sets,
 * configurations and limits, but each job isolated, verified and kept. (The {@code bench} commands stay for what an
 * isolated JVM per job cannot measure: warm, in-process times of short runs.)
 */
public enum ExperimentPreset {
    /** {@code bench suguru}: the paper's instances, our solver against the published backtracking. */
    SUGURU(List.of(Suites.SUGURU_SET), List.of("suguru:fast", "suguru:paper"), Suites.SUGURU_LIMIT),
    /** {@code bench sokoban}: Microban under its four configurations. */
    SOKOBAN(List.of(Suites.SOKOBAN_SET), Arrays.stream(Suites.SOKOBAN_CONFIGS.split(",")).map(c -> "sokoban:" + c)
            .toList(), Suites.SOKOBAN_LIMIT),
    /** {@code bench snowman}: the 30 levels, sequential SAT ball moves. */
    SNOWMAN(List.of("snowman"), List.of("snowman:" + Suites.SNOWMAN_STRATEGY + ":" + Suites.SNOWMAN_ENCODING),
            Suites.SNOWMAN_LIMIT),
    /** {@code bench floodit}: pc19, exact and the beams. */
    FLOODIT(List.of(Suites.FLOODIT_SET), Stream.concat(Stream.of("floodit:exact"),
            Arrays.stream(Suites.FLOODIT_BEAMS.split(",")).map(w -> "floodit:beam:" + w)).toList(), Suites.FLOODIT_LIMIT);

    private final List<String> sets;
    private final List<String> configs;
    private final Duration limit;

    /** @param limit whole seconds, as the bench options write it ({@code 120s}) */
    ExperimentPreset(List<String> sets, List<String> configs, String limit) {
        this.sets = sets;
        this.configs = configs;
        this.limit = Duration.ofSeconds(Long.parseLong(limit.substring(0, limit.length() - 1)));
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
