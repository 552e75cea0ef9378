package org.gridpuzzle.domain.planning.internal;

/** A planner's plan that does not play, or does not solve the level: the planner failed, not the level. */
public final class RejectedPlanException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String solver;

    RejectedPlanException(String solver, String problem) {
        super(problem);
        this.solver = solver;
    }

    public String solver() {
        return solver;
    }
}
