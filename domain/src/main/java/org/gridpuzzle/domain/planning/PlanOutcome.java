package org.gridpuzzle.domain.planning;

import org.gridpuzzle.domain.search.StopReason;

/**
 * What a planning run answers: the best replayed plan, whether it is proved optimal, the proved bound, why the run
 * stopped, and what it spent.
 *
 * @param moves the plan (walks lower case, object moves upper case), or null
 * @param objectMoves box pushes or ball moves of the plan, -1 without one
 * @param optimal the plan is proved to have the fewest object moves (agent moves for AGENT_MOVES)
 * @param lowerBound proved fewest object moves (agent moves for AGENT_MOVES); 0 when no plan exists
 * @param stop why the run stopped short (a limit, a bound refuted, no plan at all, not run), or null when it ran to
 *     its end, whether or not its plan is proved optimal (and for words that name no stop of these)
 * @param stopped the same in words, with the detail ("time limit at 12 steps"), or null
 * @param calls the SAT calls made
 * @param solverNanos the time spent in them
 * @param variables the variables of the largest formula
 * @param clauses its clauses
 * @param states the states the game's own searches met, over all their runs
 * @param cut states those searches cut by learned deadlock patterns
 * @param patterns the patterns they learned
 * @param nodes the nodes the game's own searches expanded over all their runs (what a node limit counts, the same
 *     on any machine), or {@link #NO_SEARCH} when none ran
 */
public record PlanOutcome(String moves, int objectMoves, boolean optimal, int lowerBound, PlanStop stop,
        String stopped, int calls, long solverNanos, int variables, long clauses, long states, long cut, int patterns,
        long nodes) {

    /** {@link #nodes} of an outcome no state search took part in. */
    public static final long NO_SEARCH = -1;

    /**
     * Checks the outcome; the bound of a proof that no plan exists is 0.
     *
     * @param moves the plan (walks lower case, object moves upper case), or null
     * @param objectMoves box pushes or ball moves of the plan, -1 without one
     * @param optimal the plan is proved to have the fewest object moves
     * @param lowerBound proved fewest object moves; 0 when no plan exists
     * @param stop why the run stopped short (a limit, a bound refuted, no plan at all, not run), or null when it ran to
     *     its end, whether or not its plan is proved optimal (and for words that name no stop of these)
     * @param stopped the same in words, or null
     * @param calls the SAT calls made
     * @param solverNanos the time spent in them
     * @param variables the variables of the largest formula
     * @param clauses its clauses
     * @param states the states the game's own searches met
     * @param cut states those searches cut by learned deadlock patterns
     * @param patterns the patterns they learned
     * @param nodes the nodes the game's own searches expanded, or {@link #NO_SEARCH}
     * @throws IllegalArgumentException if a stop comes without its words, or a plan comes with
     *     the proof that none exists
     */
    public PlanOutcome {
        if (stop != null && stopped == null) {
            throw new IllegalArgumentException("a stop is given with its words: " + stop);
        }
        if (stop == PlanStop.NO_PLAN && moves != null) {
            throw new IllegalArgumentException("a plan and the proof that none exists");
        }
        lowerBound = stop == PlanStop.NO_PLAN ? 0 : lowerBound;
    }

    /**
     * An outcome without a node count (no state search, or one that did not count them).
     *
     * @param moves the plan (walks lower case, object moves upper case), or null
     * @param objectMoves box pushes or ball moves of the plan, -1 without one
     * @param optimal the plan is proved to have the fewest object moves
     * @param lowerBound proved fewest object moves; 0 when no plan exists
     * @param stop why the run stopped short (a limit, a bound refuted, no plan at all, not run), or null when it ran to
     *     its end, whether or not its plan is proved optimal (and for words that name no stop of these)
     * @param stopped the same in words, or null
     * @param calls the SAT calls made
     * @param solverNanos the time spent in them
     * @param variables the variables of the largest formula
     * @param clauses its clauses
     * @param states the states the game's own searches met
     * @param cut states those searches cut by learned deadlock patterns
     * @param patterns the patterns they learned
     */
    public PlanOutcome(String moves, int objectMoves, boolean optimal, int lowerBound, PlanStop stop, String stopped,
            int calls, long solverNanos, int variables, long clauses, long states, long cut, int patterns) {
        this(moves, objectMoves, optimal, lowerBound, stop, stopped, calls, solverNanos, variables, clauses, states, cut,
                patterns, NO_SEARCH);
    }

    /**
     * An outcome of SAT (or an external model) alone: no state search ran.
     *
     * @param moves the plan (walks lower case, object moves upper case), or null
     * @param objectMoves box pushes or ball moves of the plan, -1 without one
     * @param optimal the plan is proved to have the fewest object moves
     * @param lowerBound proved fewest object moves; 0 when no plan exists
     * @param stop why the run stopped short (a limit, a bound refuted, no plan at all, not run), or null when it ran to
     *     its end, whether or not its plan is proved optimal (and for words that name no stop of these)
     * @param stopped the same in words, or null
     * @param calls the SAT calls made
     * @param solverNanos the time spent in them
     * @param variables the variables of the largest formula
     * @param clauses its clauses
     */
    public PlanOutcome(String moves, int objectMoves, boolean optimal, int lowerBound, PlanStop stop, String stopped,
            int calls, long solverNanos, int variables, long clauses) {
        this(moves, objectMoves, optimal, lowerBound, stop, stopped, calls, solverNanos, variables, clauses, 0, 0, 0);
    }

    /**
     * The proof that no plan exists, {@code why} saying how ("no plan exists (every state searched)").
     *
     * @param why how it was proved, in words
     * @param calls the SAT calls made
     * @param solverNanos the time spent in them
     * @param states the states the game's own searches met
     * @return the outcome, stopped by {@link PlanStop#NO_PLAN}
     */
    public static PlanOutcome none(String why, int calls, long solverNanos, long states) {
        return new PlanOutcome(null, -1, false, 0, PlanStop.NO_PLAN, why, calls, solverNanos, 0, 0, states, 0, 0);
    }

    /**
     * Proved that no plan solves the level at all: there is no bound to give, and {@link #stopped} says how.
     *
     * @return true when the run proved that no plan exists
     */
    public boolean noPlanExists() {
        return stop == PlanStop.NO_PLAN;
    }

    /**
     * Whether a state search took part: {@link #nodes} is its count.
     *
     * @return true when {@link #nodes} is not {@link #NO_SEARCH}
     */
    public boolean searched() {
        return nodes != NO_SEARCH;
    }

    /**
     * Which limit stopped the run, or null for none.
     *
     * @return the limit, or null when no limit stopped the run
     */
    public StopReason stopReason() {
        return stop == null ? null : stop.limit();
    }
}
