package org.gridpuzzle.domain.sokoban;

/** FESS's out-of-plan advisor: fewer boxes out of plan, packing not lowered (a box taken off its square is no cure). */
final class OopAdvisor extends FeatureAdvisor {

    OopAdvisor(FessRules rules) {
        super(rules);
    }

    @Override
    public int tag() {
        return Advisor.OUT_OF_PLAN.ordinal();
    }

    @Override
    boolean improves(ForwardAdvisors moves, int c) {
        int child = moves.cell(c);
        int parent = moves.parentCell();
        return FeatureCell.outOfPlan(child) < FeatureCell.outOfPlan(parent)
                && FeatureCell.packed(child) >= FeatureCell.packed(parent);
    }
}
