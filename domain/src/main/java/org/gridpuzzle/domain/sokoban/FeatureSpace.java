package org.gridpuzzle.domain.sokoban;

/**
 * One feature space of the fast search, spelt out by name ({@code FeatureSpace.pushes(5).withRoomLinks().homeward()}):
 * whether it moves boxes ({@link BoxMoves}) or pushes them one push at a time, what a move no advisor suggested adds
 * to its path's weight, whether it counts the links between rooms that boxes obstruct ({@link RoomLinks}) and the
 * boxes out of plan ({@link OutOfPlan}), whether its packing order takes boxes back to where boxes start
 * ({@link PackingOrder#of}) or only off the goals, and how many slices of time it holds the turn for in the
 * {@link Portfolio}. Each {@code with...} returns a new space; a space never changes.
 */
final class FeatureSpace {

    /** A* and the plain search's one space. */
    static final FeatureSpace PLAIN = pushes(1);
    /**
     * FESS's one space: all four features (packing, connectivity, room connectivity, out of plan) with their
     * advisors, box moves, an unadvised move weighing 10.
     */
    static final FeatureSpace FESS = boxMoves(10).withRoomLinks().withOutOfPlan().holdingTurn(1);

    private final boolean roomLinks;
    private final boolean outOfPlan;
    private final int unadvised;
    private final boolean boxMoves;
    private final int slices;
    private final boolean homeward;

    private FeatureSpace(boolean roomLinks, boolean outOfPlan, int unadvised, boolean boxMoves, int slices,
            boolean homeward) {
        this.roomLinks = roomLinks;
        this.outOfPlan = outOfPlan;
        this.unadvised = unadvised;
        this.boxMoves = boxMoves;
        this.slices = slices;
        this.homeward = homeward;
    }

    /** A space of single pushes, an unadvised one weighing {@code unadvised}, holding the turn for 2 slices. */
    static FeatureSpace pushes(int unadvised) {
        return new FeatureSpace(false, false, unadvised, false, 2, false);
    }

    /** A space of box moves, an unadvised one weighing {@code unadvised}, holding the turn for 2 slices. */
    static FeatureSpace boxMoves(int unadvised) {
        return new FeatureSpace(false, false, unadvised, true, 2, false);
    }

    /** This space also counting the links between rooms that boxes obstruct, with their advisor. */
    FeatureSpace withRoomLinks() {
        return new FeatureSpace(true, outOfPlan, unadvised, boxMoves, slices, homeward);
    }

    /** This space also counting the boxes out of plan, with their advisor. */
    FeatureSpace withOutOfPlan() {
        return new FeatureSpace(roomLinks, true, unadvised, boxMoves, slices, homeward);
    }

    /** This space with the packing order that takes boxes back to where boxes start. */
    FeatureSpace homeward() {
        return new FeatureSpace(roomLinks, outOfPlan, unadvised, boxMoves, slices, true);
    }

    /** This space holding the portfolio's turn for {@code count} slices at a time. */
    FeatureSpace holdingTurn(int count) {
        return new FeatureSpace(roomLinks, outOfPlan, unadvised, boxMoves, count, homeward);
    }

    boolean roomLinks() {
        return roomLinks;
    }

    boolean outOfPlan() {
        return outOfPlan;
    }

    int unadvised() {
        return unadvised;
    }

    boolean boxMoves() {
        return boxMoves;
    }

    int slices() {
        return slices;
    }

    /** Whether the packing order takes boxes home ({@link PackingOrder#of}). */
    boolean usesHomewardOrder() {
        return homeward;
    }

    @Override
    public String toString() {
        return (boxMoves ? "box moves" : "pushes") + ", unadvised " + unadvised + (roomLinks ? ", room links" : "")
                + (outOfPlan ? ", out of plan" : "") + (homeward ? ", homeward order" : "") + ", " + slices
                + " slices";
    }
}
