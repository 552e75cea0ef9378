package org.gridpuzzle.application.port.out.planning;

import java.util.Locale;

/** A model of a game written for a solver outside the JVM, and what one of its steps is. */
public enum PlanningModel {
    /** ASP, the competition's setting: a step walks to a box and pushes it one or more cells in one direction. */
    ASP_COMPETITION("competition", false),
    /** ASP, the fair setting: a step pushes one box one cell; walking is abstracted by reachability. */
    ASP_FAIR("fair", true),
    /** MiniZinc (Snowman), a step is one agent move: walk, roll, stack or pop. */
    MINIZINC_AGENT("agent", false),
    /**
     * MiniZinc, a step is one ball move; the agent walks to the pushing cell by the {@code path} global constraint
     * (a path with distances to its cells, like the DAG encoding; the paper's "DAG").
     */
    MINIZINC_DAG("dag", true),
    /** MiniZinc, a ball move per step; the walk by the path encoding (cells with one or two path neighbours). */
    MINIZINC_PATH("path", true);

    private final String label;
    private final boolean stepIsOneObjectMove;

    PlanningModel(String label, boolean stepIsOneObjectMove) {
        this.label = label;
        this.stepIsOneObjectMove = stepIsOneObjectMove;
    }

    public String label() {
        return label;
    }

    /** Whether a step moves one object once, so that the fewest steps are the fewest object moves. */
    public boolean stepIsOneObjectMove() {
        return stepIsOneObjectMove;
    }

    /** The model of a back-end by its label ({@code fair}, {@code competition}), or null when there is none such. */
    public static PlanningModel of(String backend, String label) {
        if (label == null) {
            return null;
        }
        for (PlanningModel m : values()) {
            if (m.name().startsWith(backend.toUpperCase(Locale.ROOT) + "_") && m.label.equalsIgnoreCase(label.trim())) {
                return m;
            }
        }
        return null;
    }
}
