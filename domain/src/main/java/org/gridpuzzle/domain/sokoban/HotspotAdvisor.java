package org.gridpuzzle.domain.sokoban;

/** FESS's hotspots: fewer hotspot boxes ([Draft] §4 defines a hotspot as a box). */
final class HotspotAdvisor extends FeatureAdvisor {

    HotspotAdvisor(FessRules rules) {
        super(rules);
    }

    @Override
    public int tag() {
        return Advisor.HOTSPOTS.ordinal();
    }

    @Override
    boolean improves(ForwardAdvisors moves, int c) {
        return moves.hotspots(c) < moves.parentHotspots();
    }
}
