package org.gridpuzzle.domain.sokoban;

import org.gridpuzzle.domain.search.CellRules;

/**
 * FESS's cell rules over the Sokoban feature cells ({@link FeatureCell}), with the draft's order of features: fewer
 * boxes out of plan, then more steps of the packing plan done, then fewer regions of the floor, then fewer obstructed
 * links between rooms. A child better than its parent's cell by that order gets a cell of its own, any other joins
 * its parent's; equal weights in a cell go to the better child.
 */
final class FessCells implements CellRules {

    @Override
    public int cell(int parentCell, int own) {
        return rank(own) > rank(parentCell) ? own : parentCell;
    }

    @Override
    public int tie(int own) {
        // the order in 16 bits: out of plan (4), packed (6), regions (4), links (2), each capped
        int rank = (15 - Math.min(FeatureCell.outOfPlan(own), 15)) << 12 | Math.min(FeatureCell.packed(own), 63) << 6
                | (15 - Math.min(FeatureCell.regions(own), 15)) << 2 | (3 - Math.min(FeatureCell.links(own), 3));
        return 0xFFFF - rank;
    }

    /** The draft's lexicographic order of a cell, larger better. */
    static long rank(int cell) {
        return (long) (FeatureCell.MAX_OUT_OF_PLAN - FeatureCell.outOfPlan(cell)) << 40
                | (long) FeatureCell.packed(cell) << 24
                | (long) (FeatureCell.MAX_REGIONS - FeatureCell.regions(cell)) << 8
                | (RoomLinks.MAX - FeatureCell.links(cell));
    }
}
