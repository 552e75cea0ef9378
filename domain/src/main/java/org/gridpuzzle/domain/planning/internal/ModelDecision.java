package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.PlanAction;
import java.util.List;
import org.gridpuzzle.domain.sat.SatStatus;

/** What the planner answered for K steps: its verdict, the plan's actions and steps when SAT, and who answered. */
public record ModelDecision(SatStatus status, List<PlanAction> actions, int steps, String solver) {

    public ModelDecision {
        actions = List.copyOf(actions);
    }
}
