package org.gridpuzzle.domain.planning;

import org.gridpuzzle.domain.grid.Direction;

/**
 * One action of a plan over floor indices: the agent at {@code from} moves in direction {@code dir}
 * towards {@code cell}; a push also moves the object on {@code cell} to {@code to}.
 *
 * @param kind what the action does
 * @param from where the agent stands before it
 * @param cell the cell the agent moves towards
 * @param to where a push or a pop moves the object; -1 for a walk
 * @param dir the direction of the move
 */
public record PlanAction(Kind kind, int from, int cell, int to, Direction dir) {

    /** What an action does. */
    public enum Kind {
        /** The agent steps onto a free cell (agent-move plans only). */
        WALK,
        /** The object (a box, or a single ball) moves from cell to to; the agent steps onto cell. */
        PUSH,
        /** Snowman: the top ball of a stack moves from cell to to; the agent stays on from. */
        POP
    }

    /**
     * Where the agent stands after the action.
     *
     * @return a floor index: {@code from} after a pop, {@code cell} otherwise
     */
    public int agentAfter() {
        return kind == Kind.POP ? from : cell;
    }

    /**
     * Whether the action moves an object, a box or a ball.
     *
     * @return true for a push or a pop, false for a walk
     */
    public boolean movesObject() {
        return kind != Kind.WALK;
    }
}
