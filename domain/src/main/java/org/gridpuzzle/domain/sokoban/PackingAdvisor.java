package org.gridpuzzle.domain.sokoban;

/** FESS's packing: more of the plan packed. */
final class PackingAdvisor extends FeatureAdvisor {

    PackingAdvisor(FessRules rules) {
        super(rules);
    }

    @Override
    public int tag() {
        return Advisor.PACKING.ordinal();
    }

    @Override
    boolean improves(ForwardAdvisors moves, int c) {
        return FeatureCell.packed(moves.cell(c)) > FeatureCell.packed(moves.parentCell());
    }
}
