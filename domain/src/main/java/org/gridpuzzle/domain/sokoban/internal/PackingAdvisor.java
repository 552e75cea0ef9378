package org.gridpuzzle.domain.sokoban.internal;

/** FESS's packing: more of the plan packed. */
final class PackingAdvisor extends FeatureAdvisor {

    /** The packing advisor's tag (the plan audit's letter: FessTableTrial). */
    static final int TAG = 0;

    PackingAdvisor(FessRules rules) {
        super(rules);
    }

    @Override
    public int tag() {
        return TAG;
    }

    @Override
    boolean improves(ForwardAdvisors moves, int c) {
        return FeatureCell.packed(moves.cell(c)) > FeatureCell.packed(moves.parentCell());
    }
}
