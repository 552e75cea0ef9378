package org.gridpuzzle.domain.sokoban;

import java.util.Set;
import org.gridpuzzle.domain.search.CellRules;
import org.gridpuzzle.domain.sokoban.FeatureSpace.Option;

/**
 * FESS's cell rules over the Sokoban feature cells ({@link FeatureCell}), with the draft's order of features: fewer
 * boxes out of plan, then more steps of the packing plan done, then fewer regions of the floor, then fewer obstructed
 * links between rooms. A child better than its parent's cell by that order gets a cell of its own, any other joins
 * its parent's; equal weights in a cell go to the better child. The space's {@link Option}s choose where the texts
 * and today's search part ways.
 */
final class FessCells implements CellRules {

    private final Set<Option> options;

    /** Today's rules (no option on). */
    FessCells() {
        this(Set.of());
    }

    FessCells(Set<Option> options) {
        this.options = options;
    }

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

    /**
     * The draft's whole order as a tie of 47 bits, less first: out of plan (6 bits), packed (9), regions (10), links
     * (6), none capped below the cell's own fields, then hotspot boxes (8, fewer first) and mobility (8, more first).
     */
    static long fullTie(int own, int hotspotBoxes, int mobility) {
        return (long) FeatureCell.outOfPlan(own) << 41
                | (long) (FeatureCell.MAX_PACKED - Math.min(FeatureCell.packed(own), FeatureCell.MAX_PACKED)) << 32
                | (long) FeatureCell.regions(own) << 22 | (long) FeatureCell.links(own) << 16
                | (long) Math.min(hotspotBoxes, 255) << 8 | 255 - Math.min(mobility, 255);
    }

    /** The draft's lexicographic order of a cell, larger better. */
    static long rank(int cell) {
        return (long) (FeatureCell.MAX_OUT_OF_PLAN - FeatureCell.outOfPlan(cell)) << 40
                | (long) FeatureCell.packed(cell) << 24
                | (long) (FeatureCell.MAX_REGIONS - FeatureCell.regions(cell)) << 8
                | (RoomLinks.MAX - FeatureCell.links(cell));
    }

    @Override
    public boolean childrenInParentCell() {
        return options.contains(Option.PARENT_CELL);
    }

    @Override
    public boolean fullTie() {
        return options.contains(Option.FULL_TIE) || options.contains(Option.UNCAPPED_TIE);
    }

    @Override
    public boolean newCellFirst() {
        return options.contains(Option.NEW_CELL_FIRST);
    }



    @Override
    public boolean lightestRoutes() {
        return options.contains(Option.LIGHTEST_ROUTES);
    }

    @Override
    public boolean adviseByOrder() {
        return options.contains(Option.ADVISE_BY_ORDER);
    }
}
