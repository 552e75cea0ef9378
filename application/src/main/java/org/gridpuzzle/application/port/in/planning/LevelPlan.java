package org.gridpuzzle.application.port.in.planning;

import org.gridpuzzle.domain.planning.PlanStop;
import org.gridpuzzle.domain.planning.PlanOutcome;
import org.gridpuzzle.application.output.Output;

/**
 * @param index the level's number in its file
 * @param title the level's title or file name
 * @param outcome the search's answer (plan, bounds, solver statistics)
 * @param answer the level with its plan (empty when none), to save or draw
 * @param badInput for a level of a collection that could not be read (a run of several levels goes on past it), the
 *     bad input it is, naming file, line and column; null for a level read
 */
public record LevelPlan(int index, String title, PlanOutcome outcome, long nanos, Output answer,
        String badInput) {

    /** A level read and planned. */
    public LevelPlan(int index, String title, PlanOutcome outcome, long nanos, Output answer) {
        this(index, title, outcome, nanos, answer, null);
    }

    /** A level of the collection that could not be read: not planned, the bad input it is reported. */
    public static LevelPlan notRead(int index, String title, String badInput) {
        return new LevelPlan(index, title, new PlanOutcome(null, 0, false, 0, PlanStop.NOT_RUN, "bad input: the level is not read",
                0, 0, 0, 0), 0, new Output.Text(""), badInput);
    }

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
