package org.gridpuzzle.application.port.in.planning;

import java.util.Locale;

/**
 * What plans a level: our SAT planner, or a model for an answer set solver (Sokoban) or a constraint solver through
 * MiniZinc (Snowman).
 *
 * @param model the model's label ({@code fair} or {@code competition} for ASP; {@code agent}, {@code dag} or
 *     {@code path} for MiniZinc), or null for the back-end's default
 * @param steps with a model back-end: decide this one bound only (the competition's decision question); 0 ascends
 *     from the game's lower bound to the first bound with a plan; {@link #TITLE_BOUND} decides the bound a level's
 *     title ends with, as the ASP Competition's instances are named ({@code NAME.steps.K})
 */
public record PlanBackend(Kind kind, String model, int steps) {

    /** Decide the bound K of a level titled {@code NAME.steps.K}. */
    public static final int TITLE_BOUND = -1;

    public enum Kind {
        SAT, ASP, MINIZINC;

        public static Kind parse(String name) {
            return valueOf(name.trim().toUpperCase(Locale.ROOT));
        }

        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public static PlanBackend sat() {
        return new PlanBackend(Kind.SAT, null, 0);
    }
}
