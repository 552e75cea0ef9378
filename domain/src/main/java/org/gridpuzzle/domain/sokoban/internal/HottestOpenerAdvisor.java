package org.gridpuzzle.domain.sokoban.internal;

/**
 * FESS's opener as the draft words it ([Draft] §5): the hotspot box that blocks the most boxes is pushed away by its
 * best move that does not worsen connectivity; when it has none, the box nearest it with such a move is moved farthest
 * from it. Nothing when no box is a hotspot (or there is no hotspot table). With Festival's rule, no move that lowers
 * packing.
 */
final class HottestOpenerAdvisor implements FessAdvisor {

    /** The draft's opener's tag. */
    static final int TAG = OpenerAdvisor.TAG + 1;

    private final Hotspots table;
    private final LoneBoxTables tables;
    private final PushState state;
    private final boolean keepPacking;
    /** Per box of the loaded position: the other boxes it is a hotspot for. */
    private final int[] blocked;

    /** An opener over the position loaded in {@code state}, with the hotspot table (null: none). */
    HottestOpenerAdvisor(Hotspots table, LoneBoxTables tables, PushState state, FessRules rules) {
        this.table = table;
        this.tables = tables;
        this.state = state;
        this.keepPacking = rules.keepPacking();
        this.blocked = new int[state.boxCount];
    }

    @Override
    public int tag() {
        return TAG;
    }

    @Override
    public int pick(ForwardAdvisors moves) {
        int hottest = table == null ? -1 : hottest();
        if (hottest < 0) {
            return -1;
        }
        int best = -1;
        for (int c = 0; c < moves.count(); c++) {
            if (moves.from(c) == hottest && connects(moves, c) && (best < 0 || moves.score(c) > moves.score(best))) {
                best = c;
            }
        }
        return best >= 0 ? best : tables.awayFrom(hottest, moves, c -> connects(moves, c));
    }

    /** The box of the loaded position that is a hotspot for the most other boxes, or −1 when none is one. */
    private int hottest() {
        table.counts(state.boxList, state.boxCount, blocked);
        int hottest = -1;
        int most = 0;
        for (int j = 0; j < state.boxCount; j++) {
            if (blocked[j] > most) {
                most = blocked[j];
                hottest = state.boxList[j];
            }
        }
        return hottest;
    }

    /** Whether move c does not worsen connectivity (nor lower packing under Festival's rule). */
    private boolean connects(ForwardAdvisors moves, int c) {
        int child = moves.cell(c);
        int parent = moves.parentCell();
        return FeatureCell.regions(child) <= FeatureCell.regions(parent)
                && (!keepPacking || FeatureCell.packed(child) >= FeatureCell.packed(parent));
    }
}
