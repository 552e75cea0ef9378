package org.gridpuzzle.domain.sokoban.internal;

/** FESS's out-of-plan advisor: fewer boxes out of plan, packing not lowered (a box taken off its square is no cure). */
final class OopAdvisor extends FeatureAdvisor {

    /** The out-of-plan advisor's tag (the plan audit's letter: FessTableTrial). */
    static final int TAG = 3;

    OopAdvisor(FessRules rules) {
        super(rules);
    }

    @Override
    public int tag() {
        return TAG;
    }

    @Override
    boolean improves(ForwardAdvisors moves, int c) {
        int child = moves.cell(c);
        int parent = moves.parentCell();
        return FeatureCell.outOfPlan(child) < FeatureCell.outOfPlan(parent)
                && FeatureCell.packed(child) >= FeatureCell.packed(parent);
    }
}
