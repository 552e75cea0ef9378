package org.gridpuzzle.domain.sat;

/** A SAT answer; UNKNOWN when a limit stopped the solver (competition exit codes 10, 20, 0). */
public enum SatStatus {
    /** Satisfiable: the solver has a model. */
    SAT(10),
    /** Unsatisfiable (under the assumptions given). */
    UNSAT(20),
    /** No answer: a limit stopped the solver. */
    UNKNOWN(0);

    private final int exitCode;

    SatStatus(int exitCode) {
        this.exitCode = exitCode;
    }

    /**
     * The SAT competition's exit code for this answer.
     *
     * @return 10, 20 or 0
     */
    public int exitCode() {
        return exitCode;
    }
}
