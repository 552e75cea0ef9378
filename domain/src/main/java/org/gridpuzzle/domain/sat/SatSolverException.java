package org.gridpuzzle.domain.sat;

/**
 * A SAT back-end that cannot be used or misbehaved: a command not found, a crash, garbage output, a model
 * that breaks the formula. Never an answer: callers report it and stop.
 */
public final class SatSolverException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    /** The back-end as the user named it. */
    private final String solver;
    /** What went wrong. */
    private final String problem;

    /**
     * A back-end that failed.
     *
     * @param solver the back-end as the user named it (a command line, or {@code sat4j})
     * @param problem what went wrong, for a person
     */
    public SatSolverException(String solver, String problem) {
        super("SAT solver '" + solver + "': " + problem);
        this.solver = solver;
        this.problem = problem;
    }

    /**
     * The back-end as the user named it.
     *
     * @return a command line, or {@code sat4j}
     */
    public String solver() {
        return solver;
    }

    /**
     * What went wrong, without the solver's name.
     *
     * @return the problem, for a person
     */
    public String problem() {
        return problem;
    }
}
