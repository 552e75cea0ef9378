package org.gridpuzzle.application.service;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * A small complete SAT solver (DPLL with unit propagation, variables in order) for tests that need real answers
 * on small formulas without a SAT back-end. Not incremental; every call solves from scratch.
 */
public final class DpllSolver implements SatSolver {

    private final List<int[]> clauses = new ArrayList<>();
    private int variables;
    private boolean[] model = new boolean[1];
    private int[] failed = new int[0];

    @Override
    public String name() {
        return "dpll (test)";
    }

    @Override
    public int newVariable() {
        return ++variables;
    }

    @Override
    public void addClause(int... literals) {
        for (int l : literals) {
            variables = Math.max(variables, Math.abs(l));
        }
        clauses.add(literals.clone());
    }

    @Override
    public int variableCount() {
        return variables;
    }

    @Override
    public SatStatus solve(int[] assumptions, Limits limits) {
        failed = assumptions.clone(); // on UNSAT all of them are named; overwritten below otherwise
        int[] value = new int[variables + 1]; // 0 unset, 1 true, -1 false
        for (int a : assumptions) {
            int v = Math.abs(a);
            int want = a > 0 ? 1 : -1;
            if (value[v] == -want) {
                return SatStatus.UNSAT;
            }
            value[v] = want;
        }
        Budget budget = limits.start();
        Boolean sat = search(value, budget);
        if (sat == null) {
            failed = new int[0];
            return SatStatus.UNKNOWN;
        }
        if (!sat) {
            return SatStatus.UNSAT;
        }
        failed = new int[0];
        model = new boolean[variables + 1];
        for (int v = 1; v <= variables; v++) {
            model[v] = value[v] > 0;
        }
        return SatStatus.SAT;
    }

    /** True: satisfied (value holds the model); false: refuted; null: the budget ran out. */
    private Boolean search(int[] value, Budget budget) {
        if (!budget.node()) {
            return null;
        }
        int[] saved = value.clone();
        if (!propagate(value)) {
            System.arraycopy(saved, 0, value, 0, value.length);
            return false;
        }
        int free = 0;
        for (int v = 1; v <= variables && free == 0; v++) {
            free = value[v] == 0 ? v : 0;
        }
        if (free == 0) {
            return true;
        }
        for (int sign : new int[] {1, -1}) {
            int[] branch = value.clone();
            branch[free] = sign;
            Boolean r = search(branch, budget);
            if (r == null || r) {
                System.arraycopy(branch, 0, value, 0, value.length);
                return r;
            }
        }
        System.arraycopy(saved, 0, value, 0, value.length);
        return false;
    }

    /** Unit propagation to a fixpoint; false on an empty clause. */
    private boolean propagate(int[] value) {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int[] clause : clauses) {
                int unset = 0;
                int last = 0;
                boolean satisfied = false;
                for (int l : clause) {
                    int v = value[Math.abs(l)];
                    if (v == 0) {
                        unset++;
                        last = l;
                    } else if ((v > 0) == (l > 0)) {
                        satisfied = true;
                        break;
                    }
                }
                if (satisfied) {
                    continue;
                }
                if (unset == 0) {
                    return false;
                }
                if (unset == 1) {
                    value[Math.abs(last)] = last > 0 ? 1 : -1;
                    changed = true;
                }
            }
        }
        return true;
    }

    @Override
    public boolean value(int variable) {
        return model[variable];
    }

    @Override
    public boolean[] model() {
        return model.clone();
    }

    @Override
    public int[] failedAssumptions() {
        return failed.clone();
    }

    @Override
    public boolean incremental() {
        return false;
    }

    @Override
    public void close() {
        clauses.clear();
    }
}

