package org.gridpuzzle.domain.sokoban.internal.fess;

/**
 * A path of a FESS tree from a root: the positions it passes through and the moves between them.
 *
 * @param states the game's state ids, the root first; one more than the moves
 * @param children each move's {@code child}, as the game listed it
 * @param advisors each move's advisor tag ({@link FessGame#NO_ADVISOR} for a difficult move)
 * @param weights each move's weight as the engine counted it (after {@link FessOptions#twoMovesFree})
 */
public record FessPath(int[] states, int[] children, int[] advisors, int[] weights) {

    /** The number of moves. */
    public int length() {
        return children.length;
    }

    /** The accumulated weight: the sum of the moves' weights (with 0/1 weights, the difficult moves). */
    public int weight() {
        int sum = 0;
        for (int w : weights) {
            sum += w;
        }
        return sum;
    }

    /** The last position. */
    public int last() {
        return states[states.length - 1];
    }
}
