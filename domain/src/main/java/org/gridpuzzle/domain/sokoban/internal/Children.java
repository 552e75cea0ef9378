package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.search.internal.BestFirstSearch;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.StoppedException;

/**
 * Makes and offers the children of the state being expanded: the loaded state is changed in place, checked against
 * freeze and learned corral deadlocks, hashed with the player's region, given its bound and feature cell, handed to the
 * search, and changed back. Every move generator offers its moves here.
 */
final class Children {

    /** Children made between looks at the budget: with hundreds of boxes each costs a repair of the assignment. */
    private static final int CHILDREN_PER_LOOK = 8;

    /**
     * The state being expanded: its id, its pushes so far, its boxes' part of the key (without the player's region),
     * its set of frozen rooms and its feature cell; what every child of it shares.
     */
    record Parent(int id, int g, long boxes, int frozenSet, int feature) {
    }

    private final PushState state;
    private final SokobanRoom room;
    private final BestFirstSearch search;
    private final PushBounds bounds;
    private final FeatureMeter features;
    private final PlayerRegions regions;
    private final FreezeDeadlock freeze;
    private final FrozenRooms frozenRooms;
    private final CorralDeadlocks deadlocks;
    private final GoalRooms goalRooms;
    /** Whether a box pushed into a tunnel goes on to its end. */
    private final boolean tunnels;
    private final int[] gains = new int[Advisor.ALL.length];
    private Parent parent;
    /** Whether a tunnel macro was ever generated. */
    private boolean tunnelUsed;
    /** The run's budget (null: none) and the children made so far, for {@link #look}. */
    private Budget budget;
    private int made;

    Children(PushState state, BestFirstSearch search, PushBounds bounds, FeatureMeter features, PlayerRegions regions,
            FrozenRooms frozenRooms, CorralDeadlocks deadlocks, GoalRooms goalRooms, boolean tunnels) {
        this.state = state;
        this.room = state.room;
        this.search = search;
        this.bounds = bounds;
        this.features = features;
        this.regions = regions;
        this.freeze = new FreezeDeadlock(room);
        this.frozenRooms = frozenRooms;
        this.deadlocks = deadlocks;
        this.goalRooms = goalRooms;
        this.tunnels = tunnels;
    }

    void parent(Parent p) {
        this.parent = p;
    }

    /**
     * Looks at this budget every few children from now on: an expansion with hundreds of boxes makes hundreds of
     * children, each with its bound, and may take a second on a busy machine; the search reads the clock only between
     * expansions. {@link #push}, {@link #at} and {@link #afterMacro} then throw {@link StoppedException} when it runs
     * out, which cuts the expansion short.
     */
    void within(Budget run) {
        this.budget = run;
    }


    boolean tunnelUsed() {
        return tunnelUsed;
    }

    /** Whether a push moves a box placed in a goal room, or into one (only macros fill rooms). */
    boolean outOfOrder(int from, int to) {
        return goalRooms.roomOf(from) >= 0 || goalRooms.roomOf(to) >= 0;
    }

    /** The child by pushing box i (at b) along d to {@code first} (further in a tunnel). */
    int push(int i, int b, int first, int d) {
        int to = first;
        int player = b;
        int length = 1;
        if (tunnels) {
            // a box pushed into a tunnel with the player in it behind goes on to the tunnel's end
            SokobanRoom now = frozenRooms.room(parent.frozenSet());
            while (room.narrow(player, d) && room.narrow(to, d) && !room.goal[to] && length < SokobanMoves.MAX_TUNNEL) {
                int next = room.step(to, d);
                if (next < 0 || state.occupied[next] != 0 || now.dead[next] || outOfOrder(to, next)) {
                    break;
                }
                player = to;
                to = next;
                length++;
            }
        }
        tunnelUsed |= length > 1;
        return at(i, b, to, player, d, length, length == 1 ? SokobanMoves.push(b, d) : SokobanMoves.tunnel(b, d, length));
    }

    /**
     * The child with box i moved from b to {@code to} by {@code length} pushes (move {@code via}), the last along d,
     * which left the player on {@code player}.
     */
    int at(int i, int b, int to, int player, int d, int length, int via) {
        look();
        int frozenSet = parent.frozenSet();
        state.move(i, b, to);
        try {
            if (freeze.after(state.occupied, to) || deadlocks.matches(state.occupied, state.bits, to, player)) {
                return -1;
            }
            // b and t are the only cells whose boxes changed, and b's side cells are neither
            int region = SokobanMoves.isPush(via) ? regions.child(b, d, state.occupied) : PlayerRegions.UNKNOWN;
            boolean countKept = region != PlayerRegions.UNKNOWN && regions.regionCountKept();
            if (region == PlayerRegions.UNKNOWN) {
                region = state.region(player);
            }
            long hash = parent.boxes() ^ state.boxHash(b) ^ state.boxHash(to) ^ state.playerHash(region);
            int moves = parent.g() - 1 + length;
            if (search.revisit(state.bits, region, hash, moves, parent.id(), via)) {
                return -1;
            }
            int set = freeze.frozenOnGoals() > 0 ? frozenRooms.with(frozenSet, freeze) : frozenSet;
            int h = set != frozenSet ? bounds.fresh(frozenRooms.room(set), player)
                    : bounds.moved(frozenRooms.room(set), i, to, SokobanRoom.opposite(d));
            return offer(region, hash, moves, PushBounds.bound(h), via, set, countKept);
        } finally {
            state.move(i, to, b);
        }
    }

    /** The child after a goal macro has brought box i from its room's entrance to goal {@code to}, placed for good. */
    int afterMacro(int i, int to, int[] pushes, int via) {
        look();
        int b = state.boxList[i];
        int player = SokobanMoves.box(pushes[pushes.length - 1]);
        state.move(i, b, to);
        try {
            if (deadlocks.matches(state.occupied, state.bits, to, player)) {
                return -1;
            }
            int region = state.region(player);
            long hash = parent.boxes() ^ state.boxHash(b) ^ state.boxHash(to) ^ state.playerHash(region);
            int moves = parent.g() - 1 + pushes.length;
            if (search.revisit(state.bits, region, hash, moves, parent.id(), via)) {
                return -1;
            }
            int set = frozenRooms.with(parent.frozenSet(), to);
            int h = bounds.fresh(frozenRooms.room(set), player);
            return offer(region, hash, moves, PushBounds.bound(h), via, set, false);
        } finally {
            state.move(i, to, b);
        }
    }

    /** Every few children, the budget's clock and cancel (before a child changes the loaded state). */
    private void look() {
        if (budget != null && ++made % CHILDREN_PER_LOOK == 0 && !budget.check()) {
            throw new StoppedException(budget.stopReason());
        }
    }

    /**
     * Adds the loaded child with its feature cell and what it gains over its parent for each {@link Advisor}. When the push is known to have kept the number of regions
     * ({@link PlayerRegions#regionCountKept}), the parent's count is the child's and the floor is not flooded again.
     */
    private int offer(int region, long hash, int moves, int h, int via, int set, boolean regionCountKept) {
        if (!search.usesFeatures() || h == BestFirstSearch.DEAD_END) {
            return search.add(state.bits, region, hash, moves, h, parent.id(), via, set, 0);
        }
        int from = parent.feature();
        int f = regionCountKept ? features.featureWith(FeatureCell.regions(from)) : features.feature();
        for (int a = 0; a < gains.length; a++) {
            gains[a] = Advisor.ALL[a].gain(from, f);
        }
        return search.add(state.bits, region, hash, moves, h, parent.id(), via, set, f, gains);
    }
}
