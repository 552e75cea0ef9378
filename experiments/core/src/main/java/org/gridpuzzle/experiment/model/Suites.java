package org.gridpuzzle.experiment.model;

/**
 * The standard suites, defined once: the defaults of {@code gridpuzzle bench} (constants, so picocli can take them as
 * option defaults) and the presets of {@code gridpuzzle experiment run --preset}, which run the same sets under the
 * same configurations and limits as isolated jobs.
 */
public final class Suites {

    /** {@code bench suguru}: the paper's instances, our solver against the published backtracking. */
    public static final String SUGURU_SET = "paper230";
    public static final String SUGURU_LIMIT = "120s";
    /** {@code bench sokoban}: Microban under its four configurations. */
    public static final String SOKOBAN_SET = "microban";
    public static final String SOKOBAN_CONFIGS = "parallel:tree,parallel:dag,parallel:path,recipe:tree";
    public static final String SOKOBAN_LIMIT = "60s";
    /** {@code bench snowman}: the 30 levels, sequential SAT over ball moves (the path encoding, its default). */
    public static final String SNOWMAN_STRATEGY = "sequential";
    public static final String SNOWMAN_ENCODING = "path";
    public static final String SNOWMAN_LIMIT = "120s";
    /** {@code bench floodit}: pc19, exact and two beams. */
    public static final String FLOODIT_SET = "pc19";
    public static final String FLOODIT_BEAMS = "20,100";
    public static final String FLOODIT_LIMIT = "120s";

    private Suites() {
    }
}
