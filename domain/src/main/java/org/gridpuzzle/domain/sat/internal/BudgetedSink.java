package org.gridpuzzle.domain.sat.internal;

import org.gridpuzzle.domain.sat.ClauseSink;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.StoppedException;

/**
 * Passes clauses on and counts each against a budget, so that building a large formula (millions of clauses) keeps
 * the time limit and Ctrl-C: once the budget is spent the next clause throws {@link StoppedException}. The budget
 * reads its clock every 1024 clauses, a few microseconds of building.
 */
public final class BudgetedSink implements ClauseSink {

    private final ClauseSink out;
    private final Budget budget;

    public BudgetedSink(ClauseSink out, Budget budget) {
        this.out = out;
        this.budget = budget;
    }

    @Override
    public int newVariable() {
        return out.newVariable();
    }

    @Override
    public int newVariable(String name) {
        return out.newVariable(name);
    }

    @Override
    public void addVariables(int count) {
        out.addVariables(count);
    }

    @Override
    public void addClause(int... literals) {
        if (!budget.node()) {
            throw new StoppedException(budget.stopReason());
        }
        out.addClause(literals);
    }

    @Override
    public int variableCount() {
        return out.variableCount();
    }
}
