package org.gridpuzzle.domain.sokoban.internal;

/**
 * The pushes a PI-corral forces in the loaded state ({@link CorralPruning}), for FESS's forward game: when one
 * applies, a position's only moves start with one of them (the box then goes on as far as it goes).
 */
final class ForcedPushes {

    private final PushState state;
    private final CorralPruning pruning;
    private final int[] reach;
    private final int[] pushes;

    ForcedPushes(PushState state) {
        this.state = state;
        this.pruning = new CorralPruning(state.room, state.boxCount);
        this.reach = new int[state.room.floors];
        this.pushes = new int[4 * state.boxCount];
    }

    /**
     * The number of forced pushes of the loaded state, the player on {@code player} (0: the corral is a deadlock), or
     * −1 when no PI-corral applies and every move is to be listed.
     */
    int forced(int player) {
        int stamp = state.nextStamp();
        state.flood(player, reach);
        return pruning.restrict(state.occupied, reach, stamp, pushes);
    }

    /** The box of forced push k. */
    int box(int k) {
        return SokobanMoves.box(pushes[k]);
    }

    /** The direction of forced push k. */
    int direction(int k) {
        return SokobanMoves.direction(pushes[k]);
    }
}
