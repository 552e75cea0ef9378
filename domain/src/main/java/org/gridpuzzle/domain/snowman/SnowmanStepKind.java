package org.gridpuzzle.domain.snowman;

/** What one move of a replay did: walk, move a ball, or nothing (blocked). */
public enum SnowmanStepKind {
    WALK, ROLL, STACK, POP, BLOCKED;

    /** Whether a ball moved (the unit of the ball-move counts). */
    public boolean movesBall() {
        return this == ROLL || this == STACK || this == POP;
    }
}
