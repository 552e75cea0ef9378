package org.gridpuzzle.application.error;

/** An external planner that cannot be used or misbehaved: not on the PATH, crashed, printed nonsense, a wrong plan. */
public final class PlannerFailedException extends InvalidInputException {

    private static final long serialVersionUID = 1L;

    /** @param program the program as the user would type it */
    public PlannerFailedException(String program, String problem) {
        super(program, problem);
    }
}
