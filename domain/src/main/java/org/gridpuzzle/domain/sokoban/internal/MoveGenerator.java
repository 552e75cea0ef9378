package org.gridpuzzle.domain.sokoban.internal;

/**
 * One kind of move out of the loaded state (single pushes, goal-room macros, box moves, packing moves, the pushes a
 * corral forces), each offered to the search through {@link Children}. An expansion asks its generators in turn until
 * one settles it.
 */
interface MoveGenerator {

    /** What {@link #offer} returns when the expansion is not settled: the next generator runs. */
    int GO_ON = -2;
    /** What {@link #offer} returns when this generator's moves were the state's moves (no solved child among them). */
    int SETTLED = -1;

    /**
     * Offers this generator's moves out of the state being expanded; returns a solved child (FAST mode), else
     * {@link #SETTLED} or {@link #GO_ON}.
     */
    int offer(Expansion at);

    /**
     * The state being expanded as the generators see it: the player's floor cell, its region marked with
     * {@code reachStamp} in {@code reach}, and the room with the state's frozen boxes as walls.
     */
    record Expansion(int player, int[] reach, int reachStamp, SokobanRoom now) {

        boolean reaches(int floor) {
            return reach[floor] == reachStamp;
        }
    }
}
