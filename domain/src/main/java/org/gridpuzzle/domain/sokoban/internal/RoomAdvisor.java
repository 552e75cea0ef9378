package org.gridpuzzle.domain.sokoban.internal;

/** FESS's room connectivity: fewer obstructed links between rooms. */
final class RoomAdvisor extends FeatureAdvisor {

    /** The room connectivity advisor's tag (the plan audit's letter: FessTableTrial). */
    static final int TAG = 2;

    RoomAdvisor(FessRules rules) {
        super(rules);
    }

    @Override
    public int tag() {
        return TAG;
    }

    @Override
    boolean improves(ForwardAdvisors moves, int c) {
        return FeatureCell.links(moves.cell(c)) < FeatureCell.links(moves.parentCell());
    }
}
