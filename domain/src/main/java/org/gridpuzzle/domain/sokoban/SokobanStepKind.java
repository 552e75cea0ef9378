package org.gridpuzzle.domain.sokoban;

/** What one move of a replay did: walk, push a box, or nothing (blocked). */
public enum SokobanStepKind {
    WALK, PUSH, BLOCKED
}
