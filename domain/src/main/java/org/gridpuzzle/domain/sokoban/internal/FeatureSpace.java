package org.gridpuzzle.domain.sokoban.internal;

/**
 * One feature space of the fast search, spelt out by name ({@code FeatureSpace.boxMoves(10).withRoomLinks()}):
 * whether it moves boxes ({@link BoxMoves}) or pushes them one push at a time, what a move no advisor suggested adds
 * to its path's weight, whether it counts the links between rooms that boxes obstruct ({@link RoomLinks}), whether its
 * packing order takes boxes back to where boxes start ({@link PackingOrder#of}) or only off the goals, whether it packs
 * by the plan found backwards, and how many slices of time it holds the turn for in the {@link Portfolio}. Each
 * {@code with...} returns a new space; a space never changes.
 */
final class FeatureSpace {

    /** A* and the plain search's one space. */
    static final FeatureSpace PLAIN = pushes(1);

    private final boolean roomLinks;
    private final int unadvised;
    private final boolean boxMoves;
    private final int slices;
    private final boolean homeward;
    private final boolean parking;

    private FeatureSpace(boolean roomLinks, int unadvised, boolean boxMoves, int slices, boolean homeward,
            boolean parking) {
        this.roomLinks = roomLinks;
        this.unadvised = unadvised;
        this.boxMoves = boxMoves;
        this.slices = slices;
        this.homeward = homeward;
        this.parking = parking;
    }

    /** A space of single pushes, an unadvised one weighing {@code unadvised}, holding the turn for 2 slices. */
    static FeatureSpace pushes(int unadvised) {
        return new FeatureSpace(false, unadvised, false, 2, false, false);
    }

    /** A space of box moves, an unadvised one weighing {@code unadvised}, holding the turn for 2 slices. */
    static FeatureSpace boxMoves(int unadvised) {
        return new FeatureSpace(false, unadvised, true, 2, false, false);
    }

    /** This space also counting the links between rooms that boxes obstruct, with their advisor. */
    FeatureSpace withRoomLinks() {
        return new FeatureSpace(true, unadvised, boxMoves, slices, homeward, parking);
    }

    /** This space with the packing order that takes boxes back to where boxes start. */
    FeatureSpace homeward() {
        return new FeatureSpace(roomLinks, unadvised, boxMoves, slices, true, parking);
    }

    /**
     * This space with FESS's packing plan found backwards ({@link org.gridpuzzle.domain.sokoban.internal.fess.ParkingSearch}),
     * which may park boxes, in place of the order whenever that plan takes every box home.
     */
    FeatureSpace withParking() {
        return new FeatureSpace(roomLinks, unadvised, boxMoves, slices, homeward, true);
    }

    /** This space holding the portfolio's turn for {@code count} slices at a time. */
    FeatureSpace holdingTurn(int count) {
        return new FeatureSpace(roomLinks, unadvised, boxMoves, count, homeward, parking);
    }

    boolean roomLinks() {
        return roomLinks;
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

    /** Whether the packing plan is the backward search's (when it takes every box home). */
    boolean parking() {
        return parking;
    }

    /** Whether the packing order takes boxes home ({@link PackingOrder#of}). */
    boolean usesHomewardOrder() {
        return homeward;
    }

    @Override
    public String toString() {
        return (boxMoves ? "box moves" : "pushes") + ", unadvised " + unadvised + (roomLinks ? ", room links" : "")
                + (homeward ? ", homeward order" : "") + (parking ? ", parking plan" : "") + ", " + slices + " slices";
    }
}
