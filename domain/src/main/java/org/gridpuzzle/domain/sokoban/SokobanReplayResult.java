package org.gridpuzzle.domain.sokoban;

/**
 * What replaying a plan on a Sokoban level gave: the state reached, the moves and pushes, the first illegal move.
 *
 * @param state the state after the last legal move
 * @param moves the legal moves played
 * @param pushes the moves among them that pushed a box
 * @param error what went wrong at move {@code failedAt}, or null
 * @param failedAt 1-based index of the failing move, 0 when all moves were legal
 */
public record SokobanReplayResult(SokobanState state, int moves, int pushes, String error, int failedAt) {

    /**
     * Whether every move of the plan was legal.
     *
     * @return true when there is no error
     */
    public boolean ok() {
        return error == null;
    }
}
