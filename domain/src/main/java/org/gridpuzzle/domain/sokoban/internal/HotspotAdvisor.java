package org.gridpuzzle.domain.sokoban.internal;

/** FESS's hotspots: fewer hotspot boxes ([Draft] §4 defines a hotspot as a box). */
final class HotspotAdvisor extends FeatureAdvisor {

    /** The hotspots advisor's tag (the plan audit's letter: FessTableTrial). */
    static final int TAG = 4;

    HotspotAdvisor(FessRules rules) {
        super(rules);
    }

    @Override
    public int tag() {
        return TAG;
    }

    @Override
    boolean improves(ForwardAdvisors moves, int c) {
        return moves.hotspots(c) < moves.parentHotspots();
    }
}
