package org.gridpuzzle.sat4j;

import java.util.concurrent.TimeUnit;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.IVecInt;
import org.sat4j.specs.TimeoutException;

/**
 * Sat4j in process: incremental (clauses and learnt clauses stay between calls), assumptions with
 * failed-assumption explanations, and limits enforced by a watchdog that expires Sat4j's timeout at
 * the deadline or on cancellation.
 */
public final class Sat4jSolver implements SatSolver {

    private static final long POLL_MILLIS = 50;
    /** After the deadline, how often the expiry is repeated until the solve call returns. */
    private static final long EXPIRE_AGAIN_MILLIS = 10;

    /** Sat4j's tables per variable, measured: 16.7 million variables took 1.5 GB. */
    public static final long BYTES_PER_VARIABLE = 96;
    /** A clause is an object and an array of its literals. */
    public static final long BYTES_PER_LITERAL = 8;
    public static final long BYTES_PER_CLAUSE = 64;

    private final ISolver solver = SolverFactory.newDefault();
    private int variables;
    private long clauses;
    private long literals;
    private int variablesAtLastSolve;
    private boolean contradiction;
    private boolean[] model = new boolean[1];
    private int[] failed = new int[0];

    public Sat4jSolver() {
        solver.setKeepSolverHot(true);
        solver.setTimeoutMs(Long.MAX_VALUE / 4);
    }

    @Override
    public String name() {
        return "sat4j";
    }

    @Override
    public int newVariable() {
        variables++;
        solver.newVar(variables);
        return variables;
    }

    @Override
    public void addVariables(int count) {
        variables += count;
        solver.newVar(variables); // one growth of Sat4j's tables, not one per variable
    }

    @Override
    public int variableCount() {
        return variables;
    }

    @Override
    public void addClause(int... literals) {
        if (contradiction) {
            return;
        }
        clauses++;
        this.literals += literals.length;
        try {
            solver.addClause(new VecInt(literals.clone()));
        } catch (ContradictionException e) {
            contradiction = true; // the formula is unsatisfiable whatever comes next
        }
    }

    @Override
    public long heapBytes() {
        return variables * BYTES_PER_VARIABLE + literals * BYTES_PER_LITERAL + clauses * BYTES_PER_CLAUSE;
    }

    @Override
    public SatStatus solve(int[] assumptions, Limits limits) {
        model = new boolean[variables + 1];
        failed = new int[0];
        if (contradiction) {
            return SatStatus.UNSAT;
        }
        if (limits.cancelled().getAsBoolean() || (limits.timeLeft() != null && limits.timeLeft().isZero())) {
            return SatStatus.UNKNOWN; // no time left: not even a start
        }
        // Sat4j sizes its heuristics' arrays when it starts cold; after new variables it must (learnt
        // clauses are kept either way).
        solver.setKeepSolverHot(variables == variablesAtLastSolve);
        variablesAtLastSolve = variables;
        Watchdog watchdog = new Watchdog(limits);
        watchdog.start();
        try {
            boolean sat = solver.isSatisfiable(new VecInt(assumptions.clone()));
            if (sat) {
                for (int lit : solver.model()) {
                    if (Math.abs(lit) <= variables) {
                        model[Math.abs(lit)] = lit > 0;
                    }
                }
                return SatStatus.SAT;
            }
            IVecInt why = solver.unsatExplanation();
            failed = why == null ? assumptions.clone() : why.toArray();
            return SatStatus.UNSAT;
        } catch (TimeoutException e) {
            return SatStatus.UNKNOWN;
        } catch (NullPointerException | IllegalStateException e) {
            // Sat4j's expireTimeout drops the solver's timer, and a solve ending at that moment then cancels a timer
            // that is gone (NullPointerException), or one starting then schedules on the timer it just cancelled
            // ("Timer already cancelled"): the expiry came first, so this is the limit's answer
            if (watchdog.expired) {
                return SatStatus.UNKNOWN;
            }
            throw e;
        } finally {
            watchdog.interrupt();
        }
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
        return true;
    }

    @Override
    public void close() {
        // nothing to release but memory, which the collector takes back with this object: Sat4j's reset() walks every
        // variable and clause, 0.8 s on the formula of a 150x150 Snowman field, after the limit had already stopped us
    }

    /** Expires Sat4j's timeout at the deadline or when the run is cancelled. */
    private final class Watchdog extends Thread {
        private final Limits limits;
        private volatile boolean expired;

        Watchdog(Limits limits) {
            super("sat4j-watchdog");
            setDaemon(true);
            this.limits = limits;
        }

        @Override
        public void run() {
            long deadline = limits.timeLeft() == null ? Long.MAX_VALUE
                    : System.nanoTime() + limits.timeLeft().toNanos();
            try {
                while (!limits.cancelled().getAsBoolean() && System.nanoTime() - deadline < 0) {
                    long left = deadline == Long.MAX_VALUE ? POLL_MILLIS
                            : Math.min(POLL_MILLIS, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime()) + 1);
                    Thread.sleep(Math.max(1, left));
                }
                expired = true;
                // again until the solve call ends: an expiry that lands before isSatisfiable has armed its own timer
                // is undone by it (the limit spent while the formula was built leaves no time at all)
                while (true) {
                    solver.expireTimeout();
                    Thread.sleep(EXPIRE_AGAIN_MILLIS);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // the solve call ended first
            }
        }
    }
}
