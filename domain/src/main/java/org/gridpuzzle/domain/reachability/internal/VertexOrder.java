package org.gridpuzzle.domain.reachability.internal;

import org.gridpuzzle.domain.sat.ClauseSink;

/**
 * An integer a_v in 1..n per vertex, order-encoded ({@code atLeast[v][k]} = a_v ≥ k + 2), so that an
 * edge can be made to go up: edges that all go up form no cycle. Used by the DAG encodings.
 */
final class VertexOrder {

    private final int n;
    private final int[][] atLeast;

    VertexOrder(int n, ClauseSink sink) {
        this.n = n;
        atLeast = new int[n][Math.max(0, n - 1)];
        for (int v = 0; v < n; v++) {
            for (int k = 0; k < n - 1; k++) {
                atLeast[v][k] = sink.newVariable();
                if (k > 0) {
                    sink.addClause(-atLeast[v][k], atLeast[v][k - 1]);
                }
            }
        }
    }

    /** {@code used} implies a_v < a_w: a_w ≥ 2; a_v ≥ j implies a_w ≥ j + 1; a_v ≤ n − 1. */
    void upwards(int used, int v, int w, ClauseSink sink) {
        if (n == 1) {
            return;
        }
        sink.addClause(-used, atLeast[w][0]);
        for (int j = 0; j + 1 < n - 1; j++) {
            sink.addClause(-used, -atLeast[v][j], atLeast[w][j + 1]);
        }
        sink.addClause(-used, -atLeast[v][n - 2]);
    }
}
