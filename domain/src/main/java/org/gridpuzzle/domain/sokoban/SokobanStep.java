package org.gridpuzzle.domain.sokoban;

/** One move of a replay: what it did and the state after it. */
public record SokobanStep(SokobanStepKind kind, SokobanState after) {
}
