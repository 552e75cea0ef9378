package org.gridpuzzle.domain.sat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A CNF formula being built: clauses as int arrays (DIMACS literals), with optional variable names. */
public final class Cnf implements ClauseSink {

    private int variables;
    private long literals;
    private final List<int[]> clauses = new ArrayList<>();
    private final Map<Integer, String> names = new TreeMap<>();

    /** An empty formula: no variables, no clauses. */
    public Cnf() {
    }

    /**
     * A formula over {@code variables} variables with no clauses yet.
     *
     * @param variables the number of variables made at once, numbered 1 to this
     */
    public Cnf(int variables) {
        this.variables = variables;
    }

    @Override
    public int newVariable() {
        return ++variables;
    }

    @Override
    public int newVariable(String name) {
        int v = ++variables;
        names.put(v, name);
        return v;
    }

    @Override
    public void addClause(int... literals) {
        for (int l : literals) {
            if (l == 0 || Math.abs(l) > variables) {
                throw new IllegalArgumentException("literal " + l + " outside 1.." + variables);
            }
        }
        clauses.add(literals.clone());
        this.literals += literals.length;
    }

    /**
     * Names variable {@code v} (1..variableCount()), as {@link #newVariable(String)} would have.
     *
     * @param v a variable of this formula
     * @param name its name, kept as a comment in DIMACS
     * @throws IllegalArgumentException when {@code v} is not a variable of this formula
     */
    public void name(int v, String name) {
        if (v < 1 || v > variables) {
            throw new IllegalArgumentException("variable " + v + " outside 1.." + variables);
        }
        names.put(v, name);
    }

    /**
     * The literals of all clauses together.
     *
     * @return the sum of the clauses' lengths
     */
    public long literalCount() {
        return literals;
    }

    @Override
    public int variableCount() {
        return variables;
    }

    /**
     * The number of clauses added.
     *
     * @return the clause count
     */
    public int clauseCount() {
        return clauses.size();
    }

    /**
     * The clauses; the arrays must not be modified.
     *
     * @return an unmodifiable view of the clauses, in the order they were added
     */
    public List<int[]> clauses() {
        return Collections.unmodifiableList(clauses);
    }

    /**
     * The names given to variables.
     *
     * @return an unmodifiable view from variable to name, in variable order; unnamed variables are absent
     */
    public Map<Integer, String> names() {
        return Collections.unmodifiableMap(names);
    }

    /**
     * Adds every clause of this formula to a sink (a solver), which must have the same variables; a sink with fewer
     * variables is given the missing ones first.
     *
     * @param sink where the clauses go
     */
    public void copyTo(ClauseSink sink) {
        if (sink.variableCount() < variables) {
            sink.addVariables(variables - sink.variableCount());
        }
        for (int[] c : clauses) {
            sink.addClause(c);
        }
    }

    /**
     * Does the assignment ({@code model[v]} true/false, index 0 unused) satisfy every clause? Returns the first
     * falsified clause, or null.
     *
     * @param model a value per variable, {@code model[v]} for v in 1..variableCount()
     * @return the first clause the assignment falsifies, or null when it satisfies them all
     */
    public int[] firstFalsified(boolean[] model) {
        for (int[] c : clauses) {
            boolean sat = false;
            for (int l : c) {
                if (model[Math.abs(l)] == l > 0) {
                    sat = true;
                    break;
                }
            }
            if (!sat) {
                return c;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return "p cnf " + variables + " " + clauses.size() + (clauses.size() <= 8 ? " " + clausesText() : "");
    }

    private String clausesText() {
        StringBuilder sb = new StringBuilder();
        for (int[] c : clauses) {
            sb.append(Arrays.toString(c));
        }
        return sb.toString();
    }
}
