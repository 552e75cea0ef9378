package org.gridpuzzle.domain.planning;

import org.gridpuzzle.domain.grid.Direction;

/**
 * One action of a plan over floor indices: the agent at {@code from} moves in direction {@code dir}
 * towards {@code cell}; a push also moves the object on {@code cell} to {@code to}.
 */
public record PlanAction(Kind kind, int from, int cell, int to, Direction dir) {

    public enum Kind {
        /** The agent steps onto a free cell (agent-move plans only). */
        WALK,
        /** The object (a box, or a single ball) moves from cell to to; the agent steps onto cell. */
        PUSH,
        /** Snowman: the top ball of a stack moves from cell to to; the agent stays on from. */
        POP
    }

    /** Where the agent stands after the action. */
    public int agentAfter() {
        return kind == Kind.POP ? from : cell;
    }

    public boolean movesObject() {
        return kind != Kind.WALK;
    }
}
