package org.gridpuzzle.domain.sat;

/**
 * A SAT back-end that cannot be used or misbehaved: a command not found, a crash, garbage output, a model
 * that breaks the formula. Never an answer: callers report it and stop.
 */
public final class SatSolverException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    private final String solver;
    private final String problem;

    /** @param solver the back-end as the user named it (a command line, or {@code sat4j}) */
    public SatSolverException(String solver, String problem) {
        super("SAT solver '" + solver + "': " + problem);
        this.solver = solver;
        this.problem = problem;
    }

    public String solver() {
        return solver;
    }

    public String problem() {
        return problem;
    }
}
