package org.gridpuzzle.domain.sokoban.internal;

/**
 * The order FESS's forward game ranks feature cells and moves' results by, lexicographic, as one long, higher
 * better: the draft's ([Draft] §7: fewer boxes out of plan, more of the plan packed, fewer regions, fewer obstructed
 * links, then fewer hotspot boxes and more mobility) or Festival's (more packed, fewer regions, fewer links, fewer out
 * of plan, then fewer hotspot boxes and a smaller sum of the boxes' walks to their nearest goals).
 */
enum FessOrder {

    DRAFT {
        @Override
        long rank(int cell) {
            return (long) (FeatureCell.MAX_OUT_OF_PLAN - FeatureCell.outOfPlan(cell)) << 40
                    | (long) FeatureCell.packed(cell) << 24
                    | (long) (FeatureCell.MAX_REGIONS - FeatureCell.regions(cell)) << 8
                    | (RoomLinks.MAX - FeatureCell.links(cell));
        }

        /**
         * The negated tie of 47 bits, less first: out of plan (6 bits), packed (9), regions (10), links (6), none
         * capped below the cell's own fields, then hotspot boxes (8, fewer first) and mobility (8, more first).
         */
        @Override
        long score(int cell, int hotspotBoxes, int mobility, int distance) {
            return -((long) FeatureCell.outOfPlan(cell) << 41
                    | (long) (FeatureCell.MAX_PACKED - Math.min(FeatureCell.packed(cell), FeatureCell.MAX_PACKED)) << 32
                    | (long) FeatureCell.regions(cell) << 22 | (long) FeatureCell.links(cell) << 16
                    | (long) Math.min(hotspotBoxes, 255) << 8 | 255 - Math.min(mobility, 255));
        }
    },
    FESTIVAL {
        @Override
        long rank(int cell) {
            return (long) FeatureCell.packed(cell) << 22
                    | (long) (FeatureCell.MAX_REGIONS - FeatureCell.regions(cell)) << 12
                    | (long) (RoomLinks.MAX - FeatureCell.links(cell)) << 6
                    | (FeatureCell.MAX_OUT_OF_PLAN - FeatureCell.outOfPlan(cell));
        }

        @Override
        long score(int cell, int hotspotBoxes, int mobility, int distance) {
            return rank(cell) << 28 | (long) (255 - Math.min(hotspotBoxes, 255)) << 20
                    | (DISTANCES - Math.min(distance, DISTANCES));
        }
    };

    private static final int DISTANCES = (1 << 20) - 1;

    /** A feature cell's rank: of two cells, the higher is nearer the goal. */
    abstract long rank(int cell);

    /** A measured position's score: its cell's rank, then the ties. */
    abstract long score(int cell, int hotspotBoxes, int mobility, int distance);
}
