package org.gridpuzzle.domain.sat;

import org.gridpuzzle.domain.search.Limits;

/**
 * The SAT solver port: add variables and clauses, solve under assumptions within limits, read the
 * model. Implementations: embedded (Sat4j, incremental) and external DIMACS processes (not incremental:
 * each call solves the whole formula again).
 */
public interface SatSolver extends ClauseSink, AutoCloseable {

    /**
     * The back-end, for messages and reports.
     *
     * @return the solver's name
     */
    String name();

    /**
     * Solves with the assumption literals fixed true for this call only.
     *
     * @param assumptions DIMACS literals to hold true in this call
     * @param limits how much work the call may do
     * @return SAT, UNSAT, or UNKNOWN when a limit stopped it
     */
    SatStatus solve(int[] assumptions, Limits limits);

    /**
     * Solves without assumptions.
     *
     * @param limits how much work the call may do
     * @return SAT, UNSAT, or UNKNOWN when a limit stopped it
     */
    default SatStatus solve(Limits limits) {
        return solve(new int[0], limits);
    }

    /**
     * The value of a variable in the last model (after SAT).
     *
     * @param variable a variable, 1..variableCount()
     * @return its value in the model
     */
    boolean value(int variable);

    /**
     * The last model, {@code model[v]} for v in 1..variableCount() (index 0 unused).
     *
     * @return a value per variable
     */
    boolean[] model();

    /**
     * After UNSAT under assumptions: a subset of them that is already contradictory (may be all of them).
     *
     * @return the failed assumption literals
     */
    int[] failedAssumptions();

    /**
     * The heap this solver holds in this JVM for the formula it was given, estimated (0 for a solver whose memory is
     * another process's), so a search can stop at its memory budget with its bound instead of running out of heap.
     *
     * @return the estimated heap in bytes
     */
    default long heapBytes() {
        return 0;
    }

    /**
     * True when clauses and learnt information survive between calls.
     *
     * @return whether the solver is incremental
     */
    boolean incremental();

    /** Releases what the solver holds; unlike {@link AutoCloseable#close()} it throws no checked exception. */
    @Override
    void close();
}
