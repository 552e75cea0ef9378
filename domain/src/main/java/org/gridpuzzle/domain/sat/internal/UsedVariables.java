package org.gridpuzzle.domain.sat.internal;

import org.gridpuzzle.domain.sat.ClauseSink;
import org.gridpuzzle.domain.sat.Cnf;
import java.util.BitSet;

/**
 * A formula's variables as a solver gets them: only those that occur in a clause, renumbered 1..k in their order.
 * A DIMACS header may declare far more variables than its clauses use (2^24 for one clause over one variable), and a
 * solver sets up every variable it is told of in one uninterruptible step (Sat4j: about 1 s for 2^24), so the solver is
 * told of k and its model is spread back over the declared variables, the unused ones false.
 */
public final class UsedVariables {

    private final int declared;
    /** Solver variable → the formula's (index 0 unused); null when the used variables are 1..k already. */
    private final int[] original;
    /** The formula's variable → the solver's; null with {@link #original}. */
    private final int[] dense;
    private final int count;

    private UsedVariables(int declared, int[] original, int[] dense, int count) {
        this.declared = declared;
        this.original = original;
        this.dense = dense;
        this.count = count;
    }

    /** The variables of {@code cnf}'s clauses; takes about 4 bytes per variable up to the largest used, when sparse. */
    public static UsedVariables of(Cnf cnf) {
        BitSet used = new BitSet();
        for (int[] c : cnf.clauses()) {
            for (int l : c) {
                used.set(Math.abs(l));
            }
        }
        int count = used.cardinality();
        int largest = used.length() - 1;
        if (count == largest || count == 0) {
            return new UsedVariables(cnf.variableCount(), null, null, count);
        }
        int[] original = new int[count + 1];
        int[] dense = new int[largest + 1];
        int k = 0;
        for (int v = used.nextSetBit(1); v >= 0; v = used.nextSetBit(v + 1)) {
            original[++k] = v;
            dense[v] = k;
        }
        return new UsedVariables(cnf.variableCount(), original, dense, count);
    }

    /** The variables the solver is told of. */
    public int count() {
        return count;
    }

    /** Adds {@code cnf}'s clauses, renumbered, to a sink that has no variables yet. */
    public void copyTo(Cnf cnf, ClauseSink sink) {
        if (count > 0) {
            sink.addVariables(count);
        }
        for (int[] c : cnf.clauses()) {
            if (dense == null) {
                sink.addClause(c);
                continue;
            }
            int[] renamed = new int[c.length];
            for (int i = 0; i < c.length; i++) {
                renamed[i] = c[i] > 0 ? dense[c[i]] : -dense[-c[i]];
            }
            sink.addClause(renamed);
        }
    }

    /** The solver's model over the formula's declared variables ({@code [v]} for v in 1..declared). */
    public boolean[] model(boolean[] solver) {
        boolean[] out = new boolean[declared + 1];
        for (int k = 1; k <= count && k < solver.length; k++) {
            out[original == null ? k : original[k]] = solver[k];
        }
        return out;
    }
}
