/**
 * Sat4j in process as the domain's SAT back end ({@link org.gridpuzzle.domain.sat.SatSolver}): incremental, with
 * assumptions and limits. {@code Sat4jSolver::new} is the {@link org.gridpuzzle.domain.sat.SatSolverFactory} that
 * reachability and planning take; this jar needs the domain and Sat4j's core and nothing else.
 */
package org.gridpuzzle.sat4j;
