package org.gridpuzzle.domain.sokoban;

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
            return FessCells.rank(cell);
        }

        @Override
        long score(int cell, int hotspotBoxes, int mobility, int distance) {
            return -FessCells.fullTie(cell, hotspotBoxes, mobility);
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
