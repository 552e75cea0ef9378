package org.gridpuzzle.domain.sokoban;

/**
 * What replaying a plan on a Sokoban level gave: the state reached, the moves and pushes, the first illegal move.
 *
 * @param failedAt 1-based index of the failing move, 0 when all moves were legal
 */
public record SokobanReplayResult(SokobanState state, int moves, int pushes, String error, int failedAt) {

    public boolean ok() {
        return error == null;
    }
}
