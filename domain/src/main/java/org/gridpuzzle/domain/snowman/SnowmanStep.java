package org.gridpuzzle.domain.snowman;

/**
 * One move of a replay: what it did and the state after it.
 *
 * @param kind what the move did
 * @param after the state after it (the same state when blocked)
 */
public record SnowmanStep(Kind kind, SnowmanState after) {

    /** What one move of a replay did: walk, move a ball, or nothing (blocked). */
    public enum Kind {
        /** The character stepped onto a free floor cell. */
        WALK,
        /** A single ball rolled one cell on into a free cell, growing on snow. */
        ROLL,
        /** A single ball was stacked onto a larger one. */
        STACK,
        /** The top ball of a stack was pushed off into a cell without a ball; the character stayed. */
        POP,
        /** Nothing moved. */
        BLOCKED;

        /**
         * Whether a ball moved (the unit of the ball-move counts).
         *
         * @return true for a roll, a stack or a pop
         */
        public boolean movesBall() {
            return this == ROLL || this == STACK || this == POP;
        }
    }
}
