package org.gridpuzzle.domain.sokoban;

/**
 * One feature space of the fast search: whether it counts the links between rooms that boxes obstruct
 * ({@link RoomLinks}) and the boxes out of plan ({@link OutOfPlan}), what a move no advisor suggested adds to its path's weight, whether it moves boxes
 * ({@link BoxMoves}) or pushes them one push at a time, how many slices of time it holds the turn for in the
 * {@link Portfolio}, and whether its packing order takes boxes back to where boxes start ({@link PackingOrder#of}) or
 * only off the goals.
 */
record FeatureSpace(boolean roomLinks, boolean outOfPlan, int unadvised, boolean boxMoves, int slices,
        boolean homeward) {

    /** A* and the plain search's one space. */
    static final FeatureSpace PLAIN = new FeatureSpace(false, false, 1, false, 2, false);
    /**
     * FESS's one space: all four features (packing, connectivity, room connectivity, out of plan) with their
     * advisors, box moves, an unadvised move weighing 10.
     */
    static final FeatureSpace FESS = new FeatureSpace(true, true, 10, true, 1, false);
}
