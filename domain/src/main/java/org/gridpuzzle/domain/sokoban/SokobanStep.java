package org.gridpuzzle.domain.sokoban;

/**
 * One move of a replay: what it did and the state after it.
 *
 * @param kind what the move did
 * @param after the state after it (the same state when blocked)
 */
public record SokobanStep(Kind kind, SokobanState after) {

    /** What one move of a replay did: walk, push a box, or nothing (blocked). */
    public enum Kind {
        /** The player stepped onto a free floor cell. */
        WALK,
        /** The player pushed a box one cell on and took its cell. */
        PUSH,
        /** Nothing moved. */
        BLOCKED
    }
}
