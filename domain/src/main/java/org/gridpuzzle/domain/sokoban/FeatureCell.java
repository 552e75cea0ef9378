package org.gridpuzzle.domain.sokoban;

/**
 * A cell of FESS's feature space as one int: goals filled in the packing order (bits 16 and up, at most
 * {@link Short#MAX_VALUE}), obstructed room links (bits 10-15, at most {@link RoomLinks#MAX}) and regions of the floor
 * (bits 0-9, at most 1,023: more are told apart no further).
 */
final class FeatureCell {

    /** The regions of the floor a cell tells apart. */
    static final int MAX_REGIONS = 1023;

    private FeatureCell() {
    }

    static int of(int packed, int links, int regions) {
        return packed << 16 | links << 10 | Math.min(regions, MAX_REGIONS);
    }

    static int packed(int cell) {
        return cell >>> 16;
    }

    static int links(int cell) {
        return cell >>> 10 & RoomLinks.MAX;
    }

    static int regions(int cell) {
        return cell & MAX_REGIONS;
    }
}
