package org.gridpuzzle.domain.sokoban.internal;

import java.util.Arrays;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.gridpuzzle.domain.search.internal.SearchStates;
import org.gridpuzzle.domain.sokoban.internal.fess.FessGame;
import org.gridpuzzle.domain.sokoban.internal.fess.PackingPlan;

/**
 * FESS's forward game for {@link org.gridpuzzle.domain.sokoban.internal.fess.FessEngine}: a position is the boxes and the
 * player's region; its moves take one box, the others standing still, to any square it reaches off the dead squares,
 * into goal rooms too (no goal or tunnel macros, no bound in the order). Listing a position measures each move's
 * result ({@link ForwardFeatures}: its feature cell and the draft's order as its score), drops a result frozen off the
 * goals ({@link FreezeDeadlock}), and lets the advisors pick ({@link ForwardAdvisors}: weight 0, any other move 1).
 * The expensive tests wait for the move played ({@link #play}): the learned corral patterns, the assignment of boxes to
 * goals (a box with no goal left is a dead end) and the corral proof ({@link CorralDeadlocks}). Feature cells compare
 * by the draft's order: fewer boxes out of plan, more of the packing plan done, fewer regions, fewer obstructed links.
 */
final class FessForward implements FessGame {

    private final SokobanRoom room;
    private final PushState state;
    private final SearchStates states;
    private final MemoryAccount memory;
    private final BoxPaths paths;
    /** The rooms with boxes frozen on goals as walls, each state's set in its tag ([Draft] appendix, bipartite test). */
    private final FrozenRooms frozenRooms;
    private final FreezeDeadlock freeze;
    private final CorralDeadlocks deadlocks;
    private final PushBounds bounds;
    private final ForwardFeatures features;
    private final ForwardAdvisors advisors;
    private final FessRules rules;
    private final ForcedPushes corrals;
    private final int[] found;
    private final int[] foundPushes;
    private final int[] reach;

    /** Per listed move: the box's cell, where it goes, the side the player ends on. */
    private int[] moveFrom = new int[1024];
    private int[] moveTo = new int[1024];
    private int[] moveSide = new int[1024];
    private int moves;
    private int startBound;
    /** Per state: its feature cell, its hotspot boxes, its score, whether it is solved. */
    private int[] cellOf = new int[256];
    private int[] hotspotsOf = new int[256];
    private long[] scoreOf = new long[256];
    private boolean[] solvedOf = new boolean[256];

    FessForward(SokobanRoom room, PackingPlan plan, Hotspots hotspots, FessRules rules, MemoryAccount memory) {
        this.room = room;
        this.memory = memory;
        this.rules = rules;
        this.state = new PushState(room, room.level.start().boxCount());
        this.states = new SearchStates("the FESS search's positions", room.floors, memory);
        this.paths = new BoxPaths(room);
        this.frozenRooms = new FrozenRooms(room, memory);
        this.freeze = new FreezeDeadlock(room);
        this.deadlocks = new CorralDeadlocks(room, memory);
        this.bounds = new PushBounds(state);
        memory.take(OutOfPlan.bytes(room, plan) + 40L * room.floors);
        this.features = new ForwardFeatures(state, plan, rules.rooms().of(room), OutOfPlan.of(room, plan), hotspots);
        memory.take(LoneBoxTables.bytes(room));
        this.advisors = new ForwardAdvisors(rules, plan, new LoneBoxTables(room), state, hotspots);
        this.found = new int[4 * room.floors];
        this.foundPushes = new int[4 * room.floors];
        this.reach = new int[room.floors];
        this.corrals = new ForcedPushes(state);
    }

    /** The pushes every plan needs (the start's assignment of boxes to goals; 0 before the roots). */
    int startBound() {
        return startBound;
    }

    /** The positions made, with the box move into each (for the plan's writer). */
    SearchStates states() {
        return states;
    }

    /** The patterns learned and the moves they cut. */
    CorralDeadlocks deadlocks() {
        return deadlocks;
    }

    @Override
    public void roots(RootSink sink) {
        long boxHash = state.loadStart();
        int player = room.floorOf[room.level.start().player()];
        int region = state.region(player);
        int bound = PushBounds.bound(bounds.fresh(room, player));
        if (bound == org.gridpuzzle.domain.search.internal.BestFirstSearch.DEAD_END) {
            return; // some box has no goal: no root, no plan
        }
        startBound = bound;
        int id = register(region, boxHash ^ state.playerHash(region), 0, -1, 0, player, 0);
        sink.root(id, cellOf[id], scoreOf[id]);
    }

    @Override
    public void listMoves(int id, MoveSink sink) {
        load(id);
        int player = states.player(id);
        int parentHotspots = hotspotsOf[id];
        advisors.parent(cellOf[id], parentHotspots);
        features.parent(player);
        boolean[] closed = frozenRooms.room(states.tag(id)).dead;
        int forced = rules.corrals() ? corrals.forced(player) : -1;
        if (forced >= 0) {
            for (int k = 0; k < forced; k++) {
                int b = corrals.box(k);
                int d = corrals.direction(k);
                int first = room.step(b, d);
                if (closed[first]) {
                    continue;
                }
                features.lift(b);
                // the corral's push, then the same box on as far as it goes: one move each place
                int i = state.boxIndex[b];
                state.move(i, b, first);
                int n;
                try {
                    n = paths.reachable(state.occupied, first, b, closed, Integer.MAX_VALUE, found, foundPushes);
                } finally {
                    state.move(i, first, b);
                }
                offer(i, b, first, SokobanRoom.opposite(d));
                for (int j = 0; j < n; j++) {
                    offer(i, b, found[j] >>> 2, found[j] & 3);
                }
            }
        } else {
            for (int i = 0; i < state.boxCount; i++) {
                int b = state.boxList[i];
                int n = paths.reachable(state.occupied, b, player, closed, Integer.MAX_VALUE, found, foundPushes);
                if (n > 0) {
                    features.lift(b);
                }
                for (int k = 0; k < n; k++) {
                    offer(i, b, found[k] >>> 2, found[k] & 3);
                }
            }
        }
        int listed = advisors.pick();
        for (int c = 0; c < listed; c++) {
            int m = record(advisors.from(c), advisors.to(c), advisors.side(c));
            int tag = advisors.tag(c);
            sink.move(m, advisors.cell(c), tag == NO_ADVISOR ? 1 : 0, advisors.score(c), tag);
        }
    }

    /** Measures the move of box i from b to {@code to}, the player ending on {@code side}, unless it freezes a box. */
    private void offer(int i, int b, int to, int side) {
        if (!advisors.firstTime(b, to, side)) {
            return;
        }
        state.move(i, b, to);
        try {
            if (!freeze.after(state.occupied, to)) {
                features.measure(room.step(to, side), to, b);
                advisors.child(features, b, to, side);
            }
        } finally {
            state.move(i, to, b);
        }
    }

    @Override
    public int play(int id, int m) {
        load(id);
        int from = moveFrom[m];
        int to = moveTo[m];
        int i = state.boxIndex[from];
        int player = room.step(to, moveSide[m]);
        long boxes = states.key(id) ^ state.playerHash(states.player(id));
        state.move(i, from, to);
        try {
            int region = state.region(player);
            long hash = boxes ^ state.boxHash(from) ^ state.boxHash(to) ^ state.playerHash(region);
            int known = states.find(state.bits, region, hash);
            if (known >= 0) {
                return states.flag(known) == SearchStates.DEAD ? DEAD : known;
            }
            int set = states.tag(id);
            if (freeze.after(state.occupied, to)) {
                return DEAD; // not listed so: only when a known position's frozen boxes differ (never, as listed)
            }
            set = freeze.frozenOnGoals() > 0 ? frozenRooms.with(set, freeze) : set;
            if (dead(to, player, frozenRooms.room(set))) {
                states.add(state.bits, region, hash, 0, 0, id, SokobanMoves.boxMove(from, moveSide[m]), set,
                        SearchStates.DEAD);
                return DEAD;
            }
            return register(region, hash, id, from, moveSide[m], player, set);
        } finally {
            state.move(i, to, from);
        }
    }

    @Override
    public boolean solved(int id) {
        return solvedOf[id];
    }

    @Override
    public int compareCells(int a, int b) {
        return Long.compare(rules.order().rank(a), rules.order().rank(b));
    }

    /**
     * The lazy tests on the loaded result of a move: a learned pattern, a box with no goal (the boxes frozen on goals
     * standing as walls in {@code now}), a corral proved lost.
     */
    private boolean dead(int moved, int player, SokobanRoom now) {
        if (deadlocks.matches(state.occupied, state.bits, moved, player)) {
            return true;
        }
        if (PushBounds.bound(bounds.fresh(now, player)) == org.gridpuzzle.domain.search.internal.BestFirstSearch.DEAD_END) {
            return true;
        }
        int stamp = state.nextStamp();
        state.flood(player, reach);
        return deadlocks.learn(state.occupied, reach, stamp, player);
    }

    /** Adds the loaded position (the player on {@code player}) as a state, measured; returns its id. */
    private int register(int region, long hash, int parent, int from, int side, int player, int frozenSet) {
        int id = states.add(state.bits, region, hash, 0, 0, parent, from < 0 ? 0 : SokobanMoves.boxMove(from, side),
                frozenSet, SearchStates.OPEN);
        if (id >= cellOf.length) {
            int n = Math.max(2 * cellOf.length, id + 1);
            memory.take(21L * (n - cellOf.length));
            cellOf = Arrays.copyOf(cellOf, n);
            hotspotsOf = Arrays.copyOf(hotspotsOf, n);
            scoreOf = Arrays.copyOf(scoreOf, n);
            solvedOf = Arrays.copyOf(solvedOf, n);
        }
        features.measure(player);
        cellOf[id] = features.cell();
        hotspotsOf[id] = features.hotspotBoxes;
        scoreOf[id] = features.score(rules.order());
        boolean solved = true;
        for (int k = 0; k < state.boxCount && solved; k++) {
            solved = room.goal[state.boxList[k]];
        }
        solvedOf[id] = solved;
        return id;
    }

    /** Loads state id's boxes into the loaded state. */
    private void load(int id) {
        states.load(id, state.bits);
        state.decode();
    }

    private int record(int from, int to, int side) {
        if (moves == moveFrom.length) {
            memory.take(12L * moves);
            moveFrom = Arrays.copyOf(moveFrom, 2 * moves);
            moveTo = Arrays.copyOf(moveTo, 2 * moves);
            moveSide = Arrays.copyOf(moveSide, 2 * moves);
        }
        moveFrom[moves] = from;
        moveTo[moves] = to;
        moveSide[moves] = side;
        return moves++;
    }
}
