package org.gridpuzzle.domain.suguru;

/** What a solver run cost: search nodes (cells tried), and wall time. */
public record SearchStats(long nodes, long nanos) {

    public double millis() {
        return nanos / 1e6;
    }
}
