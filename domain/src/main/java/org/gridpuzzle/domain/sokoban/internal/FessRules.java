package org.gridpuzzle.domain.sokoban.internal;

/**
 * The forward game's choices where FESS's texts and Festival differ ({@link FessForward}, {@link ForwardAdvisors}).
 *
 * @param explorer the explorer advisor (a move opening a push the player could not reach)
 * @param opener the opener advisor (when nothing packs: the box nearest the plan's next square moved away from it)
 * @param keepPacking Festival's rule: no advisor picks a move that lowers the packing feature
 * @param order how cells and moves' results are ranked
 * @param corrals PI-corral pruning ([Draft] appendix): a position with a PI-corral has only the moves that start by
 *     pushing a fence box into it
 * @param draftOpener the draft's opener (the hottest hotspot pushed away, or the boxes nearest it) instead of
 *     Festival's (the box nearest the plan's next square)
 * @param rooms what a room is for the room connectivity feature
 */
record FessRules(boolean explorer, boolean opener, boolean keepPacking, FessOrder order, boolean corrals,
        boolean draftOpener, Rooms rooms) {

    /** What a room is, for FESS's room connectivity. */
    enum Rooms {
        /** Parts of the floor between one-cell corridors; a box on a corridor obstructs it ({@link RoomLinks}). */
        CORRIDORS,
        /** The draft's: areas of 2×3 blocks, links broken when boxes cut every path ({@link RoomGraph#draft}). */
        DRAFT,
        /** Festival's: areas of two 2×2 blocks or more ({@link RoomGraph#festival}). */
        FESTIVAL;

        RoomMeter of(SokobanRoom room) {
            return switch (this) {
                case CORRIDORS -> new RoomLinks(room);
                case DRAFT -> RoomGraph.draft(room);
                case FESTIVAL -> RoomGraph.festival(room);
            };
        }
    }

    /** The draft's seven advisors, order and PI-corral pruning, none of Festival's rules. */
    static FessRules draft() {
        return new FessRules(true, true, false, FessOrder.DRAFT, true, false, Rooms.CORRIDORS);
    }

    FessRules withDraftOpener(boolean value) {
        return new FessRules(explorer, opener, keepPacking, order, corrals, value, rooms);
    }

    FessRules withExplorer(boolean value) {
        return new FessRules(value, opener, keepPacking, order, corrals, draftOpener, rooms);
    }

    FessRules withOpener(boolean value) {
        return new FessRules(explorer, value, keepPacking, order, corrals, draftOpener, rooms);
    }

    FessRules withKeepPacking(boolean value) {
        return new FessRules(explorer, opener, value, order, corrals, draftOpener, rooms);
    }

    FessRules withOrder(FessOrder value) {
        return new FessRules(explorer, opener, keepPacking, value, corrals, draftOpener, rooms);
    }

    FessRules withCorrals(boolean value) {
        return new FessRules(explorer, opener, keepPacking, order, value, draftOpener, rooms);
    }

    FessRules withRooms(Rooms value) {
        return new FessRules(explorer, opener, keepPacking, order, corrals, draftOpener, value);
    }
}
