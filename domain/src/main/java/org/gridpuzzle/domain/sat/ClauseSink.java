package org.gridpuzzle.domain.sat;

/**
 * Where encodings put variables and clauses: a {@link Cnf} being built, or a solver directly.
 * Variables are numbered from 1; a literal is +v or -v, as in DIMACS.
 */
public interface ClauseSink {

    int newVariable();

    /** A fresh variable with a name (kept as a {@code c <var> <name>} comment in DIMACS). */
    default int newVariable(String name) {
        return newVariable();
    }

    /** {@code count} fresh variables at once (a solver may size its tables once instead of growing them). */
    default void addVariables(int count) {
        for (int i = 0; i < count; i++) {
            newVariable();
        }
    }

    void addClause(int... literals);

    int variableCount();
}
