package org.gridpuzzle.domain.sokoban;

/** FESS's connectivity: fewer regions of the floor. */
final class ConnectivityAdvisor extends FeatureAdvisor {

    ConnectivityAdvisor(FessRules rules) {
        super(rules);
    }

    @Override
    public int tag() {
        return Advisor.CONNECTIVITY.ordinal();
    }

    @Override
    boolean improves(ForwardAdvisors moves, int c) {
        return FeatureCell.regions(moves.cell(c)) < FeatureCell.regions(moves.parentCell());
    }
}
