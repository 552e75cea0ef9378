package org.gridpuzzle.application.port.out.planning;

import java.util.List;
import org.gridpuzzle.domain.planning.PlanAction;
import org.gridpuzzle.domain.sat.SatStatus;

/**
 * A solver's answer to a {@link ModelQuery}.
 *
 * @param status SAT (a plan), UNSAT (none within the steps) or UNKNOWN (stopped by a limit)
 * @param pushes with SAT: the plan over the level's floor indices, in order: one-cell pushes (walks left out, Sokoban
 *     boxes or Snowman balls: the game's rules say what a push does), or every agent move in the agent-move model
 * @param steps with SAT: the steps of the model the plan used (no-op steps left out)
 * @param solver what ran (program and version as it printed them)
 */
public record ModelAnswer(SatStatus status, List<PlanAction> pushes, int steps, String solver) {

    public ModelAnswer {
        pushes = List.copyOf(pushes);
    }
}
