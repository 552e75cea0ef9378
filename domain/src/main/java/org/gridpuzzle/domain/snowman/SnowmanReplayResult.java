package org.gridpuzzle.domain.snowman;

/**
 * What replaying a plan on a Snowman level gave: the state reached, the moves played, the first illegal move.
 *
 * @param state the state after the last legal move
 * @param steps the legal moves played
 * @param ballMoves the moves among them that moved a ball (rolls, stacks and pops)
 * @param error what went wrong at move {@code failedAt} (1-based), or null
 * @param failedAt the first illegal move (1-based), or 0 when every move was legal
 */
public record SnowmanReplayResult(SnowmanState state, int steps, int ballMoves, String error, int failedAt) {

    /**
     * Whether every move of the plan was legal.
     *
     * @return true when there is no error
     */
    public boolean ok() {
        return error == null;
    }
}
