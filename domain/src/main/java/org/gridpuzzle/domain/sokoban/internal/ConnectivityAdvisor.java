package org.gridpuzzle.domain.sokoban.internal;

/** FESS's connectivity: fewer regions of the floor. */
final class ConnectivityAdvisor extends FeatureAdvisor {

    /** The connectivity advisor's tag (the plan audit's letter: FessTableTrial). */
    static final int TAG = 1;

    ConnectivityAdvisor(FessRules rules) {
        super(rules);
    }

    @Override
    public int tag() {
        return TAG;
    }

    @Override
    boolean improves(ForwardAdvisors moves, int c) {
        return FeatureCell.regions(moves.cell(c)) < FeatureCell.regions(moves.parentCell());
    }
}
