package org.gridpuzzle.domain.suguru;

import org.gridpuzzle.domain.search.Budget;

/** What a solver run cost: search nodes (cells tried), and wall time. */
public record SearchStats(long nodes, long nanos) {

    /** What a run on this budget has cost so far. */
    public static SearchStats of(Budget budget) {
        return new SearchStats(budget.nodes(), budget.elapsedNanos());
    }

    public double millis() {
        return nanos / 1e6;
    }
}
