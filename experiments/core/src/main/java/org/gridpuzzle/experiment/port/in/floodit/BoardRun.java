package org.gridpuzzle.experiment.port.in.floodit;

/**
 * One board under one solver: its moves (-1 when the limit came first), the published optimum, the time of its
 * search and the memory its tables took (as charged to the memory budget).
 */
public record BoardRun(int board, int length, int optimal, long nanos, long memoryBytes) {
}
