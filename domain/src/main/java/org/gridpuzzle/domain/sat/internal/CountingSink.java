package org.gridpuzzle.domain.sat.internal;

import org.gridpuzzle.domain.sat.ClauseSink;

/** Passes everything on and counts what an encoding added. */
public final class CountingSink implements ClauseSink {

    private final ClauseSink target;
    private int variables;
    private int clauses;

    public CountingSink(ClauseSink target) {
        this.target = target;
    }

    @Override
    public int newVariable() {
        variables++;
        return target.newVariable();
    }

    @Override
    public int newVariable(String name) {
        variables++;
        return target.newVariable(name);
    }

    @Override
    public void addClause(int... literals) {
        clauses++;
        target.addClause(literals);
    }

    @Override
    public int variableCount() {
        return target.variableCount();
    }

    public int variables() {
        return variables;
    }

    public int clauses() {
        return clauses;
    }
}
