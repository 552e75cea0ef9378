package org.gridpuzzle.domain.sat;

/** A SAT answer; UNKNOWN when a limit stopped the solver (competition exit codes 10, 20, 0). */
public enum SatStatus {
    SAT(10), UNSAT(20), UNKNOWN(0);

    private final int exitCode;

    SatStatus(int exitCode) {
        this.exitCode = exitCode;
    }

    public int exitCode() {
        return exitCode;
    }
}
