package org.gridpuzzle.domain.sokoban.internal;

/**
 * FESS's moves: one box pushed, as often as it takes, to a place it can reach while every other box stands still,
 * never crossing a dead square or entering a goal room (only goal macros fill those). A search over such moves is
 * shallow where one over single pushes is deep, so a move no advisor suggested weighs once per box moved, not once per
 * push. A move depends only on the boxes and the player's region, so the search keeps the box, the side the player
 * ends on and the child state, and the plan's writer finds the same pushes again ({@link #spell}).
 */
final class BoxMoves {

    private final BoxPaths paths;
    /** The cells a moved box keeps out of: dead squares and goal rooms. */
    private final boolean[] closed;

    BoxMoves(SokobanRoom room, GoalRooms goalRooms) {
        this.paths = new BoxPaths(room);
        this.closed = new boolean[room.floors];
        for (int f = 0; f < room.floors; f++) {
            closed[f] = room.dead[f] || goalRooms.roomOf(f) >= 0;
        }
    }

    /** Whether a moved box keeps out of this cell. */
    boolean closed(int cell) {
        return closed[cell];
    }

    /**
     * Every place the box on {@code box} can be moved to, the player in the region of {@code player}: the places (4 ·
     * cell + the player's side) in {@code found}, their fewest pushes in {@code pushes}; returns how many
     * ({@link BoxPaths#reachable}).
     */
    int reachable(byte[] occupied, int box, int player, int[] found, int[] pushes) {
        return paths.reachable(occupied, box, player, closed, Integer.MAX_VALUE, found, pushes);
    }

    /** The fewest pushes that bring the box on {@code box} to {@code target} (the player on any side), or null. */
    int[] path(byte[] occupied, int box, int target, int player, int maxPushes) {
        return paths.path(occupied, box, target, player, closed, maxPushes);
    }

    /** The pushes of the move the search made of the box on {@code box} to {@code target}, ending on {@code side}. */
    int[] spell(byte[] occupied, int box, int target, int side, int player) {
        int[] pushes = paths.path(occupied, box, target, side, player, closed, Integer.MAX_VALUE);
        if (pushes == null) {
            throw new IllegalStateException("the search's box move has no path in its plan");
        }
        return pushes;
    }
}
