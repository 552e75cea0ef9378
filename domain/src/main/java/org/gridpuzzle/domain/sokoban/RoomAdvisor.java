package org.gridpuzzle.domain.sokoban;

/** FESS's room connectivity: fewer obstructed links between rooms. */
final class RoomAdvisor extends FeatureAdvisor {

    RoomAdvisor(FessRules rules) {
        super(rules);
    }

    @Override
    public int tag() {
        return Advisor.ROOM_CONNECTIVITY.ordinal();
    }

    @Override
    boolean improves(ForwardAdvisors moves, int c) {
        return FeatureCell.links(moves.cell(c)) < FeatureCell.links(moves.parentCell());
    }
}
