package org.gridpuzzle.domain.sat;

/** Makes fresh solvers, for algorithms that need several (one per horizon, say). */
@FunctionalInterface
public interface SatSolverFactory {

    SatSolver create();
}
