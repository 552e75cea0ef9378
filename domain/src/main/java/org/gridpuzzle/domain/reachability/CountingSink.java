package org.gridpuzzle.domain.reachability;

import org.gridpuzzle.domain.sat.ClauseSink;

/** Passes everything on and counts what an encoding added. */
final class CountingSink implements ClauseSink {

    private final ClauseSink target;
    private int variables;
    private int clauses;

    CountingSink(ClauseSink target) {
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

    int variables() {
        return variables;
    }

    int clauses() {
        return clauses;
    }
}
