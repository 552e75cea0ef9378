package org.gridpuzzle.experiment.port.in.suguru;

/**
 * One instance under one solver: the median time to solve and to count to two (-1 when a limit stopped it), and
 * whether the solution verified, equalled the answer file and was shown unique.
 */
public record SolverTiming(String instance, String size, String solver, long solveNanos, long countNanos, long nodes,
        boolean verified) {
}
