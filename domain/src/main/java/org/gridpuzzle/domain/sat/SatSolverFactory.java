package org.gridpuzzle.domain.sat;

/** Makes fresh solvers, for algorithms that need several (one per horizon, say). */
@FunctionalInterface
public interface SatSolverFactory {

    /**
     * A new solver with no variables or clauses.
     *
     * @return the solver; the caller closes it
     */
    SatSolver create();
}
