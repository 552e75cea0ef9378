package org.gridpuzzle.domain.sat;

/**
 * Where encodings put variables and clauses: a {@link Cnf} being built, or a solver directly.
 * Variables are numbered from 1; a literal is +v or -v, as in DIMACS.
 */
public interface ClauseSink {

    /**
     * A fresh variable.
     *
     * @return its number, one more than the variables so far
     */
    int newVariable();

    /**
     * A fresh variable with a name (kept as a {@code c <var> <name>} comment in DIMACS).
     *
     * @param name the variable's name, for people reading the formula; a sink may drop it
     * @return its number, one more than the variables so far
     */
    default int newVariable(String name) {
        return newVariable();
    }

    /**
     * {@code count} fresh variables at once (a solver may size its tables once instead of growing them).
     *
     * @param count the number of variables to add
     */
    default void addVariables(int count) {
        for (int i = 0; i < count; i++) {
            newVariable();
        }
    }

    /**
     * Adds a clause: the disjunction of its literals.
     *
     * @param literals DIMACS literals, +v or -v for a variable v already made; an empty clause makes the formula
     *                 unsatisfiable
     */
    void addClause(int... literals);

    /**
     * The number of variables so far; they are numbered 1 to this.
     *
     * @return the variable count
     */
    int variableCount();
}
