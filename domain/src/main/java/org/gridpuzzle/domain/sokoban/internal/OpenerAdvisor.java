package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.internal.fess.PackingPlan;

/**
 * FESS's opener as Festival reads it: when no move raises packing, of the boxes with a move that keeps packing,
 * regions and links (boxes on squares the plan has filled left out), the one nearest the plan's next square by walking,
 * moved farthest from it (ties by the order).
 */
final class OpenerAdvisor implements FessAdvisor {

    /** The opener's tag. */
    static final int TAG = ExplorerAdvisor.TAG + 1;

    private final PackingPlan plan;
    private final LoneBoxTables tables;
    private final boolean[] planned;

    OpenerAdvisor(PackingPlan plan, LoneBoxTables tables, int floors) {
        this.plan = plan;
        this.tables = tables;
        this.planned = new boolean[floors];
    }

    @Override
    public int tag() {
        return TAG;
    }

    @Override
    public int pick(ForwardAdvisors moves) {
        int parentPacked = FeatureCell.packed(moves.parentCell());
        if (parentPacked >= plan.steps()) {
            return -1;
        }
        for (int c = 0; c < moves.count(); c++) {
            if (FeatureCell.packed(moves.cell(c)) > parentPacked) {
                return -1;
            }
        }
        int next = plan.target(parentPacked);
        plan.planned(parentPacked, planned);
        return tables.awayFrom(next, moves, c -> keeps(moves, c) && !planned[moves.from(c)]);
    }

    /** Whether move c lowers neither packing nor worsens regions or links. */
    private static boolean keeps(ForwardAdvisors moves, int c) {
        int child = moves.cell(c);
        int parent = moves.parentCell();
        return FeatureCell.packed(child) >= FeatureCell.packed(parent)
                && FeatureCell.regions(child) <= FeatureCell.regions(parent)
                && FeatureCell.links(child) <= FeatureCell.links(parent);
    }
}
