package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.internal.fess.PackingPlan;

/**
 * The loaded state's cell in the feature space ({@link FeatureCell}): the steps of the packing plan done
 * ({@link PackingPlan}: an order, {@link PackingOrder}, or a plan that parks boxes), the links between rooms that
 * boxes obstruct ({@link RoomLinks}, when the space watches them) and the regions the boxes cut the floor into (FESS's
 * packing, room connectivity and connectivity).
 */
final class FeatureMeter {

    private final PushState state;
    private final PackingPlan plan;
    /** Null when the space does not watch links between rooms (they count 0). */
    private final RoomLinks links;
    private final int[] parts;

    FeatureMeter(PushState state, PackingPlan plan, RoomLinks links) {
        this.state = state;
        this.plan = plan;
        this.links = links;
        this.parts = new int[state.room.floors];
    }

    int feature() {
        state.nextStamp();
        int regions = 0;
        for (int f = 0; f < state.room.floors; f++) {
            if (state.occupied[f] == 0 && !state.marked(parts, f)) {
                regions++;
                state.flood(f, parts);
            }
        }
        return featureWith(regions);
    }

    /** The loaded state's cell when its regions are known to be {@code regions} (no flood). */
    int featureWith(int regions) {
        return FeatureCell.of(packed(), obstructed(), 0, regions);
    }

    /** Links between rooms that boxes obstruct, when this space watches them (else 0). */
    private int obstructed() {
        return links == null ? 0 : links.obstructed(state.boxList, state.boxCount);
    }

    /** Steps of the packing plan done, as many as the feature's bits tell apart. */
    private int packed() {
        return Math.min(plan.packed(state.occupied), Short.MAX_VALUE);
    }
}
