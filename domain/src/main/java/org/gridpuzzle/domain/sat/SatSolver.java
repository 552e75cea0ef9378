package org.gridpuzzle.domain.sat;

import org.gridpuzzle.domain.search.Limits;

/**
 * The SAT solver port: add variables and clauses, solve under assumptions within limits, read the
 * model. Implementations: embedded (Sat4j, incremental) and external DIMACS processes (not incremental:
 * each call solves the whole formula again).
 */
public interface SatSolver extends ClauseSink, AutoCloseable {

    String name();

    /** Solves with the assumption literals fixed true for this call only. */
    SatStatus solve(int[] assumptions, Limits limits);

    default SatStatus solve(Limits limits) {
        return solve(new int[0], limits);
    }

    /** The value of a variable in the last model (after SAT). */
    boolean value(int variable);

    /** The last model, {@code model[v]} for v in 1..variableCount() (index 0 unused). */
    boolean[] model();

    /** After UNSAT under assumptions: a subset of them that is already contradictory (may be all of them). */
    int[] failedAssumptions();

    /**
     * The heap this solver holds in this JVM for the formula it was given, estimated (0 for a solver whose memory is
     * another process's), so a search can stop at its memory budget with its bound instead of running out of heap.
     */
    default long heapBytes() {
        return 0;
    }

    /** True when clauses and learnt information survive between calls. */
    boolean incremental();

    @Override
    void close();
}
