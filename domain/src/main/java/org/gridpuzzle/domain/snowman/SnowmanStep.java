package org.gridpuzzle.domain.snowman;

/** One move of a replay: what it did and the state after it. */
public record SnowmanStep(SnowmanStepKind kind, SnowmanState after) {
}
