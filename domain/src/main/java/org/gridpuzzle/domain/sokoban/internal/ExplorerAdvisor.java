package org.gridpuzzle.domain.sokoban.internal;

/**
 * FESS's explorer ([Draft] §5, as Festival reads it): of the moves that keep packing and could be undone (the box
 * pushed back on the empty floor, {@link LoneBoxTables#reversible}), the best by the order after which the player
 * reaches a push of another box he could not reach before ({@link ForwardFeatures#opens}): through doors, into closed
 * rooms, across diagonals.
 */
final class ExplorerAdvisor implements FessAdvisor {

    /** The explorer's tag. */
    static final int TAG = HotspotAdvisor.TAG + 1;

    private final LoneBoxTables tables;

    ExplorerAdvisor(LoneBoxTables tables) {
        this.tables = tables;
    }

    @Override
    public int tag() {
        return TAG;
    }

    @Override
    public int pick(ForwardAdvisors moves) {
        int parentPacked = FeatureCell.packed(moves.parentCell());
        long above = Long.MAX_VALUE;
        while (true) {
            int best = -1;
            for (int c = 0; c < moves.count(); c++) {
                if (moves.opens(c) && FeatureCell.packed(moves.cell(c)) >= parentPacked && moves.score(c) < above
                        && (best < 0 || moves.score(c) > moves.score(best))) {
                    best = c;
                }
            }
            if (best < 0 || tables.reversible(moves.from(best), moves.to(best))) {
                return best;
            }
            above = moves.score(best); // equal scores behind it are passed over with it: rare, and only an advice lost
        }
    }
}
