package org.gridpuzzle.domain.snowman;

/**
 * What replaying a plan on a Snowman level gave: the state reached, the moves played, the first illegal move.
 *
 * @param error what went wrong at move {@code failedAt} (1-based), or null
 * @param state the state after the last legal move
 */
public record SnowmanReplayResult(SnowmanState state, int steps, int ballMoves, String error, int failedAt) {

    public boolean ok() {
        return error == null;
    }
}
