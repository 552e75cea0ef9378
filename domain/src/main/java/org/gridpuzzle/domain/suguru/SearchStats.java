package org.gridpuzzle.domain.suguru;

import org.gridpuzzle.domain.search.Budget;

/**
 * What a solver run cost: search nodes (cells tried), and wall time.
 *
 * @param nodes the search nodes counted
 * @param nanos the wall time in nanoseconds
 */
public record SearchStats(long nodes, long nanos) {

    /**
     * What a run on this budget has cost so far.
     *
     * @param budget the run's budget
     * @return its nodes and elapsed time now
     */
    public static SearchStats of(Budget budget) {
        return new SearchStats(budget.nodes(), budget.elapsedNanos());
    }

    /**
     * The wall time in milliseconds.
     *
     * @return {@code nanos} / 10^6
     */
    public double millis() {
        return nanos / 1e6;
    }
}
