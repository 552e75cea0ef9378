package org.gridpuzzle.application.port.in.planning;

import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.domain.planning.PlanSearch;

/**
 * @param index the level's number in its file
 * @param title the level's title or file name
 * @param outcome the search's answer (plan, bounds, solver statistics)
 * @param answer the level with its plan (empty when none), to save or draw
 */
public record LevelPlan(int index, String title, PlanSearch.Outcome outcome, long nanos, Output answer) {

    public boolean solved() {
        return outcome.moves() != null;
    }

    /**
     * A complete answer: a plan, and nothing stopped the strategy before it had done what it promises (an optimal
     * strategy proved its plan optimal). A plan with a gap left by a limit or Ctrl-C is an answer so far.
     */
    public boolean complete() {
        return solved() && outcome.stopped() == null;
    }
}

