package org.gridpuzzle.domain.planning;

import java.util.List;
import org.gridpuzzle.domain.grid.Direction;

/** Turns a serialised plan into a LURD string by playing it: shortest walks to each pushing cell, then the push. */
final class PlanRendering {

    /** The few rules rendering needs from a game whose states are S. */
    interface Rules<S> {
        int agent(S s);

        /** A shortest walk to the cell, or null. */
        String walk(S s, int cell);

        S withAgent(S s, int cell);

        /** The state after the agent moves in direction d, or null when the move is blocked. */
        S step(S s, Direction d);
    }

    private PlanRendering() {
    }

    static <S> String render(S start, List<PlanAction> plan, FloorMap floor, Rules<S> rules) {
        S s = start;
        StringBuilder sb = new StringBuilder();
        for (PlanAction m : plan) {
            int from = floor.cell(m.from());
            if (m.kind() == PlanAction.Kind.WALK) {
                if (rules.agent(s) != from) {
                    throw new IllegalStateException("the walk " + m + " does not start where the agent stands");
                }
                sb.append(m.dir().letter());
            } else {
                String walk = rules.walk(s, from);
                if (walk == null) {
                    throw new IllegalStateException("the pushing cell of " + m + " cannot be reached");
                }
                sb.append(walk).append(Character.toUpperCase(m.dir().letter()));
                s = rules.withAgent(s, from);
            }
            s = rules.step(s, m.dir());
            if (s == null) {
                throw new IllegalStateException(m + " is blocked");
            }
        }
        return sb.toString();
    }
}
