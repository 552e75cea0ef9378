package org.gridpuzzle.domain.sokoban.internal;

/**
 * An advisor for one feature of the cell ([Draft] §5: "considers only moves that improve" its feature): of the moves
 * that improve it, the best by the order; with Festival's rule none that lowers packing.
 */
abstract class FeatureAdvisor implements FessAdvisor {

    private final boolean keepPacking;

    FeatureAdvisor(FessRules rules) {
        this.keepPacking = rules.keepPacking();
    }

    @Override
    public int pick(ForwardAdvisors moves) {
        int parent = moves.parentCell();
        int best = -1;
        for (int c = 0; c < moves.count(); c++) {
            int child = moves.cell(c);
            if ((!keepPacking || FeatureCell.packed(child) >= FeatureCell.packed(parent)) && improves(moves, c)
                    && (best < 0 || moves.score(c) > moves.score(best))) {
                best = c;
            }
        }
        return best;
    }

    /** Whether move c improves this advisor's feature over the position's. */
    abstract boolean improves(ForwardAdvisors moves, int c);
}
