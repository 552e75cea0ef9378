package org.gridpuzzle.domain.sat.internal;

import org.gridpuzzle.domain.sat.ClauseSink;

/** A sink that only counts: the size of an encoding without the memory to hold it. */
public final class ClauseCounter implements ClauseSink {

    private int variables;
    private long clauses;
    private long literals;

    @Override
    public int newVariable() {
        return ++variables;
    }

    @Override
    public void addClause(int... lits) {
        clauses++;
        literals += lits.length;
    }

    @Override
    public int variableCount() {
        return variables;
    }

    public long clauseCount() {
        return clauses;
    }

    public long literalCount() {
        return literals;
    }
}
