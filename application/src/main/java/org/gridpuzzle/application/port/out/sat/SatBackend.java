package org.gridpuzzle.application.port.out.sat;

import java.util.Objects;
import org.gridpuzzle.domain.sat.SatSolverFactory;

/**
 * A chosen SAT back-end: what it is, in words for output, how to make its solvers, and what a formula takes in this
 * JVM's heap once it is loaded into one of them (so that a formula too large for the budget is refused before it is
 * built, not after the heap is spent).
 *
 * @param bytesPerVariable the solver's tables per variable (an external solver's memory is its own process's)
 * @param bytesPerLiteral a clause's literals as the solver keeps them
 * @param bytesPerClause a clause's own overhead in the solver
 */
public record SatBackend(String description, SatSolverFactory factory, long bytesPerVariable, long bytesPerLiteral,
        long bytesPerClause) {

    public SatBackend {
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(factory, "factory");
    }

    /** A back-end whose solvers take about what a plain formula takes (tests, small solvers). */
    public SatBackend(String description, SatSolverFactory factory) {
        this(description, factory, 16, 4, 32);
    }

    /** The heap a formula takes in one of this back-end's solvers (saturating, never negative). */
    public long heapBytes(long variables, long literals, long clauses) {
        double bytes = (double) variables * bytesPerVariable + (double) literals * bytesPerLiteral
                + (double) clauses * bytesPerClause;
        return bytes >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) bytes;
    }
}
