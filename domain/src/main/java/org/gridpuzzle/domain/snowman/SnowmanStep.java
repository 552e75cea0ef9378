package org.gridpuzzle.domain.snowman;

/** One move of a replay: what it did and the state after it. */
public record SnowmanStep(Kind kind, SnowmanState after) {

    /** What one move of a replay did: walk, move a ball, or nothing (blocked). */
    public enum Kind {
        WALK, ROLL, STACK, POP, BLOCKED;
    
        /** Whether a ball moved (the unit of the ball-move counts). */
        public boolean movesBall() {
            return this == ROLL || this == STACK || this == POP;
        }
    }
}
