package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.PlanStop;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * The SAT calls of one planning run under one set of limits: each call with the time left, reported to the listener
 * and counted (calls, solver time, the largest formula), formulas grown within the time and the memory budget, and
 * why a run stopped.
 */
final class SatCalls {

    private final Limits limits;
    private final Budget budget;
    private final PlanListener listener;
    private int calls;
    private long solverNanos;
    private int variables;
    private long clauses;
    /** Set when a formula outgrew the memory budget: the stop is a memory stop, not a time stop. */
    private boolean memorySpent;

    SatCalls(Limits limits, Budget budget, PlanListener listener) {
        this.limits = limits;
        this.budget = budget;
        this.listener = listener;
    }

    SatStatus solve(SatSolver solver, PlanFormula f, String phase, int bound, int[] assumptions) {
        Limits left = budget.limits();
        long t0 = System.nanoTime();
        SatStatus status = solver.solve(assumptions, left);
        long nanos = System.nanoTime() - t0;
        calls++;
        solverNanos += nanos;
        variables = Math.max(variables, f.variables());
        clauses = Math.max(clauses, f.clauses());
        listener.solved(phase, bound, status, nanos, f.variables(), f.clauses());
        return status;
    }

    /**
     * Adds steps up to t unless the limits run out first (a long first horizon alone can take seconds) or the formula
     * in the solver outgrows the memory budget (stopped with its bound, before the heap runs out).
     */
    boolean extend(SatSolver solver, PlanFormula f, int t) {
        while (f.horizon() < t) {
            if (!budget.check()) {
                return false;
            }
            f.extendTo(f.horizon() + 1);
            if (solver.heapBytes() > limits.memory()) {
                memorySpent = true;
                return false;
            }
        }
        return true;
    }

    /** What building a formula (or a split) may take: the time left and the cancellation. */
    Budget building() {
        return budget.limits().withNodeLimit(Long.MAX_VALUE).start();
    }

    /** Something refused by the memory budget stopped the run. */
    void memorySpent() {
        memorySpent = true;
    }

    /** Why the run stopped: memory refused, cancelled, or (else) the time limit. */
    PlanStop stop() {
        return memorySpent ? PlanStop.MEMORY_LIMIT : limits.cancelled().getAsBoolean() ? PlanStop.CANCELLED
                : PlanStop.TIME_LIMIT;
    }

    /**
     * A SAT run's stop in the words its answers begin with ("memory budget reached", "cancelled", "time limit"): from
     * the stop read once, so that the type and the words of one answer cannot disagree when the flag flips between.
     */
    static String words(PlanStop stop) {
        return switch (stop) {
            case MEMORY_LIMIT -> "memory budget reached";
            case CANCELLED -> "cancelled";
            default -> "time limit";
        };
    }

    int calls() {
        return calls;
    }

    long solverNanos() {
        return solverNanos;
    }

    int variables() {
        return variables;
    }

    long clauses() {
        return clauses;
    }
}
