package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.PlanOutcome;

/**
 * A level solved at its start (every box on a goal, every snowman built) has the empty plan, and no plan is shorter:
 * whatever the strategy, it is the answer at once, before any table or formula is built (323 boxes on their goals
 * took the search 1 to 7 s to find it, and at a busy moment SAT ran out of time building its formula and answered no
 * plan at all). {@link PlanSearch#run} asks here
 * first, for every strategy; a planner outside it (an external model's ascent) asks here itself.
 */
public final class SolvedAtStart {

    private SolvedAtStart() {
    }

    /** The empty plan, optimal, when the game's start is solved; else null (plan as usual). */
    public static PlanOutcome outcome(GameEncoding game) {
        return game.solves("") ? new PlanOutcome("", 0, true, 0, null, null, 0, 0, 0, 0) : null;
    }
}
