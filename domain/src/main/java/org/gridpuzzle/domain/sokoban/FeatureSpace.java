package org.gridpuzzle.domain.sokoban;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * One feature space of the fast search, spelt out by name ({@code FeatureSpace.pushes(5).withRoomLinks().homeward()}):
 * whether it moves boxes ({@link BoxMoves}) or pushes them one push at a time, what a move no advisor suggested adds
 * to its path's weight, whether it counts the links between rooms that boxes obstruct ({@link RoomLinks}) and the
 * boxes out of plan ({@link OutOfPlan}), whether its packing order takes boxes back to where boxes start
 * ({@link PackingOrder#of}) or only off the goals, and how many slices of time it holds the turn for in the
 * {@link Portfolio}. Each {@code with...} returns a new space; a space never changes. Its {@link Option}s switch
 * single departures from FESS as published on or off, each measured by node counts (docs/planning.md).
 */
final class FeatureSpace {

    /** A* and the plain search's one space. */
    static final FeatureSpace PLAIN = pushes(1);
    /**
     * FESS's one space: all four features (packing, connectivity, room connectivity, out of plan) with their
     * advisors, box moves, an unadvised move weighing 10.
     */
    static final FeatureSpace FESS = boxMoves(10).withRoomLinks().withOutOfPlan().holdingTurn(1);
    /**
     * FESS as the draft publishes it: the same features and box moves, the packing plan found backwards (which may
     * park boxes), the hotspots advisor, and the cell rules (best-ancestor cells, states taken by the count of
     * unadvised moves, ties by features), with no goal-room or tunnel macros ({@link Option#NO_MACROS}: box moves go
     * into goal rooms, as FESS's do; 35 of 51 XSokoban levels within max(20 × the paper's nodes, 2,000) against 18 with
     * macros, XSokoban 1 in 15 nodes against 1,738). Not FESS alone: it also runs a packing move beside the box moves,
     * a corral's single pushes and the assignment bound breaking advisors' ties; the other {@link Option}s take these
     * away one by one.
     */
    static final FeatureSpace PUBLISHED = boxMoves(1).withRoomLinks().withOutOfPlan().homeward().withParking()
            .withFessCells().withHotspots().with(Option.NO_MACROS);

    /** A switch for one departure of the search from FESS's texts, measured by node counts (docs/planning.md). */
    enum Option {
        /**
         * No goal-room or tunnel macros: box moves go anywhere off dead squares, into goal rooms too, and the packing
         * move to any planned square; one run, no plain re-run after it.
         */
        NO_MACROS,
        /** No packing move of its own (a box move reaches the same state): {@link PackingMoveGenerator} off. */
        NO_PACKING_MOVE,
        /** No pushes forced by a corral ({@link CorralPushes}): every box move of a PI-corral state too. */
        NO_CORRAL_PUSHES,
        /** FESS cells: a child waits in its parent's cell, FESS's pending move ({@link FessCells}). */
        PARENT_CELL,
        /**
         * FESS cells: equal weights go by the draft's whole order (out of plan, packed, regions, links, uncapped), then
         * fewer hotspot boxes, then more mobility (box sides the player reaches), then the older state.
         */
        FULL_TIE,
        /** FESS cells: equal weights go by the draft's four features uncapped, then the older state. */
        UNCAPPED_TIE,
        /** FESS cells: a new cell is visited next (Festival's rule; the paper's is the plain cycle). */
        NEW_CELL_FIRST,
        /**
         * FESS cells: a state's weight is its lightest route's ({@link org.gridpuzzle.domain.search.CellRules}), the
         * advisors choosing among known children too. Off: with it XSokoban 24 and 31, which PUBLISHED alone solves
         * in the portfolio, were no longer solved within 100 times the paper's nodes (docs/planning.md).
         */
        LIGHTEST_ROUTES,
        /** FESS cells: an advisor picks, among the children that gain, the best by the order, not the largest gain. */
        ADVISE_BY_ORDER
    }

    private final boolean roomLinks;
    private final boolean outOfPlan;
    private final int unadvised;
    private final boolean boxMoves;
    private final int slices;
    private final boolean homeward;
    private final boolean parking;
    private final boolean fessCells;
    private final boolean hotspots;
    private final Set<Option> options;

    private FeatureSpace(boolean roomLinks, boolean outOfPlan, int unadvised, boolean boxMoves, int slices,
            boolean homeward, boolean parking, boolean fessCells, boolean hotspots) {
        this(roomLinks, outOfPlan, unadvised, boxMoves, slices, homeward, parking, fessCells, hotspots,
                Collections.emptySet());
    }

    private FeatureSpace(boolean roomLinks, boolean outOfPlan, int unadvised, boolean boxMoves, int slices,
            boolean homeward, boolean parking, boolean fessCells, boolean hotspots, Set<Option> options) {
        this.options = options;
        this.hotspots = hotspots;
        this.fessCells = fessCells;
        this.roomLinks = roomLinks;
        this.outOfPlan = outOfPlan;
        this.unadvised = unadvised;
        this.boxMoves = boxMoves;
        this.slices = slices;
        this.homeward = homeward;
        this.parking = parking;
    }

    /** A space of single pushes, an unadvised one weighing {@code unadvised}, holding the turn for 2 slices. */
    static FeatureSpace pushes(int unadvised) {
        return new FeatureSpace(false, false, unadvised, false, 2, false, false, false, false);
    }

    /** A space of box moves, an unadvised one weighing {@code unadvised}, holding the turn for 2 slices. */
    static FeatureSpace boxMoves(int unadvised) {
        return new FeatureSpace(false, false, unadvised, true, 2, false, false, false, false);
    }

    /** This space also counting the links between rooms that boxes obstruct, with their advisor. */
    FeatureSpace withRoomLinks() {
        return new FeatureSpace(true, outOfPlan, unadvised, boxMoves, slices, homeward, parking, fessCells, hotspots,
                options);
    }

    /** This space also counting the boxes out of plan, with their advisor. */
    FeatureSpace withOutOfPlan() {
        return new FeatureSpace(roomLinks, true, unadvised, boxMoves, slices, homeward, parking, fessCells, hotspots,
                options);
    }

    /** This space with the packing order that takes boxes back to where boxes start. */
    FeatureSpace homeward() {
        return new FeatureSpace(roomLinks, outOfPlan, unadvised, boxMoves, slices, true, parking, fessCells, hotspots,
                options);
    }

    /**
     * This space with FESS's packing plan found backwards ({@link org.gridpuzzle.domain.sokoban.fess.ParkingSearch}),
     * which may park boxes, in place of the order whenever that plan takes every box home.
     */
    FeatureSpace withParking() {
        return new FeatureSpace(roomLinks, outOfPlan, unadvised, boxMoves, slices, homeward, true, fessCells,
                hotspots, options);
    }

    /**
     * This space under FESS's cell rules ({@link FessCells}): best-ancestor cells, states taken by weight alone; an
     * unadvised move weighs 1 (the draft's 0:1).
     */
    FeatureSpace withFessCells() {
        return new FeatureSpace(roomLinks, outOfPlan, 1, boxMoves, slices, homeward, parking, true, hotspots, options);
    }

    boolean fessCells() {
        return fessCells;
    }

    /** This space with FESS's hotspots advisor ({@link Hotspots}). */
    FeatureSpace withHotspots() {
        return new FeatureSpace(roomLinks, outOfPlan, unadvised, boxMoves, slices, homeward, parking, fessCells, true,
                options);
    }

    boolean hotspots() {
        return hotspots;
    }

    /** This space holding the portfolio's turn for {@code count} slices at a time. */
    FeatureSpace holdingTurn(int count) {
        return new FeatureSpace(roomLinks, outOfPlan, unadvised, boxMoves, count, homeward, parking, fessCells,
                hotspots, options);
    }

    /** This space with {@code option} on too. */
    FeatureSpace with(Option option) {
        EnumSet<Option> more = options.isEmpty() ? EnumSet.noneOf(Option.class) : EnumSet.copyOf(options);
        more.add(option);
        return new FeatureSpace(roomLinks, outOfPlan, unadvised, boxMoves, slices, homeward, parking, fessCells,
                hotspots, Collections.unmodifiableSet(more));
    }

    boolean has(Option option) {
        return options.contains(option);
    }

    Set<Option> options() {
        return options;
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
                + (outOfPlan ? ", out of plan" : "") + (homeward ? ", homeward order" : "")
                + (parking ? ", parking plan" : "") + (fessCells ? ", FESS cells" : "")
                + (hotspots ? ", hotspots" : "") + ", " + slices + " slices"
                + (options.isEmpty() ? "" : ", " + options);
    }
}
