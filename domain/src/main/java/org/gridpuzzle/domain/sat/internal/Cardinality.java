package org.gridpuzzle.domain.sat.internal;

import org.gridpuzzle.domain.sat.ClauseSink;
import java.util.Arrays;

/**
 * Cardinality constraints as clauses: at-most-one pairwise (no new variables, n²/2 clauses) or
 * sequential (Sinz's ladder, 3n clauses), exactly-one, and at-most-k / at-least-k with Sinz's
 * sequential counter (O(nk) clauses and variables).
 */
public final class Cardinality {

    /** Below this many literals pairwise at-most-one is smaller than the ladder. */
    private static final int PAIRWISE_UP_TO = 6;

    private Cardinality() {
    }

    public static void atMostOnePairwise(ClauseSink sink, int... lits) {
        for (int i = 0; i < lits.length; i++) {
            for (int j = i + 1; j < lits.length; j++) {
                sink.addClause(-lits[i], -lits[j]);
            }
        }
    }

    public static void atMostOneSequential(ClauseSink sink, int... lits) {
        int n = lits.length;
        if (n <= 1) {
            return;
        }
        int[] s = new int[n - 1];
        for (int i = 0; i < n - 1; i++) {
            s[i] = sink.newVariable();
        }
        sink.addClause(-lits[0], s[0]);
        for (int i = 1; i < n - 1; i++) {
            sink.addClause(-lits[i], s[i]);
            sink.addClause(-s[i - 1], s[i]);
            sink.addClause(-lits[i], -s[i - 1]);
        }
        sink.addClause(-lits[n - 1], -s[n - 2]);
    }

    /** Pairwise for few literals, the ladder beyond. */
    public static void atMostOne(ClauseSink sink, int... lits) {
        if (lits.length <= PAIRWISE_UP_TO) {
            atMostOnePairwise(sink, lits);
        } else {
            atMostOneSequential(sink, lits);
        }
    }

    public static void atLeastOne(ClauseSink sink, int... lits) {
        sink.addClause(lits);
    }

    public static void exactlyOne(ClauseSink sink, int... lits) {
        atLeastOne(sink, lits);
        atMostOne(sink, lits);
    }

    /** At most k of the literals are true (Sinz's sequential counter). */
    public static void atMostK(ClauseSink sink, int k, int... lits) {
        int n = lits.length;
        if (k >= n) {
            return;
        }
        if (k == 0) {
            for (int l : lits) {
                sink.addClause(-l);
            }
            return;
        }
        if (k == 1) {
            atMostOne(sink, lits);
            return;
        }
        // s[i][j]: at least j+1 of lits[0..i] are true.
        int[][] s = new int[n - 1][k];
        for (int i = 0; i < n - 1; i++) {
            for (int j = 0; j < k; j++) {
                s[i][j] = sink.newVariable();
            }
        }
        sink.addClause(-lits[0], s[0][0]);
        for (int j = 1; j < k; j++) {
            sink.addClause(-s[0][j]);
        }
        for (int i = 1; i < n - 1; i++) {
            sink.addClause(-lits[i], s[i][0]);
            sink.addClause(-s[i - 1][0], s[i][0]);
            for (int j = 1; j < k; j++) {
                sink.addClause(-lits[i], -s[i - 1][j - 1], s[i][j]);
                sink.addClause(-s[i - 1][j], s[i][j]);
            }
            sink.addClause(-lits[i], -s[i - 1][k - 1]);
        }
        sink.addClause(-lits[n - 1], -s[n - 2][k - 1]);
    }

    /** At least k of the literals are true: at most n-k of their negations. */
    public static void atLeastK(ClauseSink sink, int k, int... lits) {
        if (k <= 0) {
            return;
        }
        if (k > lits.length) {
            sink.addClause(); // unsatisfiable: the empty clause
            return;
        }
        if (k == 1) {
            atLeastOne(sink, lits);
            return;
        }
        int[] neg = new int[lits.length];
        for (int i = 0; i < lits.length; i++) {
            neg[i] = -lits[i];
        }
        atMostK(sink, lits.length - k, neg);
    }

    public static void exactlyK(ClauseSink sink, int k, int... lits) {
        atMostK(sink, k, lits);
        atLeastK(sink, k, lits);
    }

    /** The constraint holds only when {@code guard} is true: each clause gets -guard added. */
    public static ClauseSink guarded(ClauseSink sink, int guard) {
        return new ClauseSink() {
            @Override
            public int newVariable() {
                return sink.newVariable();
            }

            @Override
            public void addClause(int... literals) {
                int[] c = Arrays.copyOf(literals, literals.length + 1);
                c[literals.length] = -guard;
                sink.addClause(c);
            }

            @Override
            public int variableCount() {
                return sink.variableCount();
            }
        };
    }
}
