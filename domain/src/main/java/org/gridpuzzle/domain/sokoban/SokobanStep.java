package org.gridpuzzle.domain.sokoban;

/** One move of a replay: what it did and the state after it. */
public record SokobanStep(Kind kind, SokobanState after) {

    /** What one move of a replay did: walk, push a box, or nothing (blocked). */
    public enum Kind {
        WALK, PUSH, BLOCKED
    }
}
