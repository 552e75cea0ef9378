package org.gridpuzzle.domain.sokoban.internal;

/**
 * FESS's advisors over the feature cells ({@link FeatureCell}): of a state's children, each suggests the one that gains
 * most on its feature (ties to the lower bound), and a suggested move adds nothing to its path's weight while any other
 * adds the space's unadvised weight.
 */
enum Advisor {

    /** More goals filled in the packing order. */
    PACKING {
        @Override
        int gain(int parent, int child) {
            return FeatureCell.packed(child) - FeatureCell.packed(parent);
        }
    },
    /** Fewer regions of the floor: the player gets to more of it. */
    CONNECTIVITY {
        @Override
        int gain(int parent, int child) {
            return FeatureCell.regions(parent) - FeatureCell.regions(child);
        }
    },
    /** Fewer links between rooms obstructed by boxes (spaces that watch them; else none gains). */
    ROOM_CONNECTIVITY {
        @Override
        int gain(int parent, int child) {
            return FeatureCell.links(parent) - FeatureCell.links(child);
        }
    };

    static final Advisor[] ALL = values();

    /** What a move from a state in cell {@code parent} to one in cell {@code child} gains on this advisor's feature. */
    abstract int gain(int parent, int child);
}
