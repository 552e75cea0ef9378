package org.gridpuzzle.domain.sokoban.internal;

/**
 * A cell of FESS's feature space as one int: goals filled in the packing order (bits 22 and up, at most
 * {@link #MAX_PACKED}), obstructed room links (bits 16-21, at most {@link RoomLinks#MAX}), boxes out of plan (bits
 * 10-15, at most {@link #MAX_OUT_OF_PLAN}) and regions of the floor (bits 0-9, at most {@link #MAX_REGIONS}); larger
 * counts are told apart no further. Only a cell's identity matters: cells are visited in the order they were met.
 */
final class FeatureCell {

    static final int MAX_REGIONS = 1023;
    static final int MAX_OUT_OF_PLAN = 63;
    static final int MAX_PACKED = 511;

    private FeatureCell() {
    }

    static int of(int packed, int links, int outOfPlan, int regions) {
        return Math.min(packed, MAX_PACKED) << 22 | links << 16 | Math.min(outOfPlan, MAX_OUT_OF_PLAN) << 10
                | Math.min(regions, MAX_REGIONS);
    }

    static int packed(int cell) {
        return cell >>> 22;
    }

    static int links(int cell) {
        return cell >>> 16 & RoomLinks.MAX;
    }

    static int outOfPlan(int cell) {
        return cell >>> 10 & MAX_OUT_OF_PLAN;
    }

    static int regions(int cell) {
        return cell & MAX_REGIONS;
    }
}
