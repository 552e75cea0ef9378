package org.gridpuzzle.domain.sokoban.internal;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.search.internal.BestFirstSearch;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.gridpuzzle.domain.search.internal.SearchStates;
import org.gridpuzzle.domain.search.StoppedException;
import org.gridpuzzle.domain.sokoban.internal.fess.PackingPlan;

/**
 * One best-first search over pushes ({@link BestFirstSearch}): A*, or the fast search in one feature space, with or
 * without macros. It holds the state space (the loaded state, the bound, the learned deadlocks) and expands a state by
 * asking its move generators in turn: goal macros first (the goal cut), then the packing move, the pushes a corral
 * forces, and box moves or single pushes.
 */
final class PushSearch {

    private final SokobanRoom room;
    private final SearchOptions options;
    private final FeatureSpace space;
    private final GoalRooms goalRooms;
    /** Whether a box pushed into a tunnel goes on (a move holds a tunnel's first push in 18 bits). */
    private final boolean tunnels;
    private final PushState state;
    private final PushBounds bounds;
    private final PlayerRegions regions;
    /** The player's region of the state being expanded, marked with a stamp of its own. */
    private final int[] reach;
    /** FESS's packing plan (fast mode only: the feature cells count its steps done). */
    private final PackingPlan plan;
    /** The links between rooms (fast mode in a space that watches them only). */
    private final RoomLinks links;
    /** The cells and paths of box moves (fast mode with macros, floors below 2^16), or null. */
    private final BoxMoves moves;
    /** FESS's packing moves (whenever there are box moves' tables), or null. */
    private final PackingMoves packing;
    /** The learned deadlocks of the portfolio this search belongs to, or null for a store of its own. */
    private final CorralDeadlocks shared;
    /**
     * Whether the room's tables are charged to this search's account: not in a portfolio, whose spaces share them and
     * which charges them once to the run (six charges stopped every space on a big one-wide level).
     */
    private final boolean ownsRoom;
    private BestFirstSearch search;
    private FrozenRooms frozenRooms;
    private CorralDeadlocks deadlocks;
    private FeatureMeter features;
    private Children children;
    /** The goal macros, or null without goal rooms. */
    private MoveGenerator macros;
    /** The generators after the macros, the last of which settles every expansion. */
    private List<MoveGenerator> generators;

    PushSearch(SokobanRoom room, SearchOptions options, boolean macros, FeatureSpace space) {
        this(room, options, macros, space, null, true, null);
    }

    /**
     * A search over the room, its goal rooms (with macros) and its packing plan (fast mode) found within {@code budget}
     * (null: none) unless the room has them (a portfolio finds them before its turns); with {@code ownsRoom}, the
     * room's tables are charged to its memory.
     *
     * @throws StoppedException when the budget runs out before the search is set up
     */
    PushSearch(SokobanRoom room, SearchOptions options, boolean macros, FeatureSpace space, CorralDeadlocks shared,
            boolean ownsRoom, Budget budget) {
        this.room = room;
        this.shared = shared;
        this.ownsRoom = ownsRoom;
        this.options = options;
        this.space = space;
        this.goalRooms = macros ? room.goalRooms(budget) : GoalRooms.none(room.floors);
        this.tunnels = macros && room.floors < SokobanMoves.MAX_TUNNEL_FLOORS;
        this.state = new PushState(room, room.level.start().boxCount());
        this.bounds = new PushBounds(state);
        this.reach = new int[room.floors];
        this.regions = new PlayerRegions(room);
        boolean fast = options.mode() == SearchOptions.Mode.FAST;
        // on this run's clock and memory, unless found before (a portfolio finds them within its own budget first)
        plan = !fast ? null : space.parking() ? room.plans.parking(space.usesHomewardOrder(), budget)
                : room.plans.order(space.usesHomewardOrder(), budget);
        links = fast && space.roomLinks() ? new RoomLinks(room) : null;
        moves = plan != null && macros && room.floors < SokobanMoves.MAX_TUNNEL_FLOORS ? new BoxMoves(room, goalRooms)
                : null;
        packing = moves == null ? null : new PackingMoves(room, plan, goalRooms, moves, state.boxCount);
    }

    /** The fast search in one feature space: with macros first, then plain if the macros made it run out. */
    static SokobanSearch.Result inSpace(SokobanRoom room, SearchOptions options, Limits limits, FeatureSpace space) {
        return inSpace(room, options, limits, space, null, true);
    }

    /**
     * {@link #inSpace} learning deadlocks into a store it shares (null: one of its own); with {@code ownsRoom}, the
     * room's tables are charged to the limits' memory, else the caller charged them (a portfolio, once for all).
     */
    static SokobanSearch.Result inSpace(SokobanRoom room, SearchOptions options, Limits limits, FeatureSpace space,
            CorralDeadlocks shared, boolean ownsRoom) {
        Budget run = limits.start();
        PushSearch macroRun;
        try {
            macroRun = new PushSearch(room, options, true, space, shared, ownsRoom, run);
        } catch (StoppedException e) {
            return stopped(e.reason().description() + " while finding the goal rooms");
        }
        SokobanSearch.Result withMacros = macroRun.run(run);
        if (!withMacros.exhausted() || !macroRun.madeADifference()) {
            return withMacros;
        }
        // macros never leave a box in a tunnel or park one in a room: out of states with them proves nothing
        PushSearch plainRun = new PushSearch(room, options, false, space, shared, ownsRoom, run);
        return plus(withMacros, plainRun.run(run), shared != null);
    }

    /**
     * The plain run's answer with the work of both runs: their states and expansions (the macro run's were dropped,
     * so node counts read low), the larger memory, and the deadlock store's counts once when it is shared.
     */
    private static SokobanSearch.Result plus(SokobanSearch.Result first, SokobanSearch.Result then, boolean shared) {
        return new SokobanSearch.Result(then.moves(), then.pushes(), then.optimal(), then.lowerBound(),
                then.exhausted(), then.stopped(), first.states() + then.states(), first.expanded() + then.expanded(),
                Math.max(first.bytes(), then.bytes()), shared ? then.cut() : first.cut() + then.cut(),
                shared ? then.patterns() : first.patterns() + then.patterns());
    }

    /** The answer of a search stopped before its first state: no plan, and no bound of its own. */
    static SokobanSearch.Result stopped(String why) {
        return new SokobanSearch.Result(null, -1, false, 0, false, why, 0, 0, 0, 0, 0);
    }

    /** Whether this run's search space differs from the plain search's (it had goal rooms or made a tunnel move). */
    private boolean madeADifference() {
        return goalRooms.count() > 0 || children != null && children.tunnelUsed();
    }

    SokobanSearch.Result run(Budget budget) {
        MemoryAccount memory = MemoryAccount.open("the Sokoban search's states",
                budget.limits().memoryOr(SokobanSearch.DEFAULT_MEMORY));
        long boxHash = state.loadStart();
        int start = room.floorOf[room.level.start().player()];
        bounds.within(budget);
        int h;
        try {
            // a box on a dead square has no finite distance to any goal, so the assignment sees it too
            h = PushBounds.bound(bounds.ofParent(room, start));
        } catch (StoppedException e) {
            return stopped(e.reason().description() + " while bounding the start");
        }
        int region = state.region(start);
        search = new BestFirstSearch("the Sokoban search", room.floors, options, memory, space.unadvised(),
                Advisor.ALL.length);
        BestFirstSearch.Outcome o = search.run(state.bits, region, boxHash ^ state.playerHash(region), h,
                options.knownLowerBound(), budget, () -> prepare(memory, budget), this::expand);
        if (o.goal() >= 0) {
            PlanWriter.Plan plan = new PlanWriter(room, goalRooms, moves, packing).write(search, o.goal());
            boolean optimal = search.optimal(plan.pushes(), o.lowerBound());
            return new SokobanSearch.Result(plan.moves(), plan.pushes(), optimal,
                    optimal ? plan.pushes() : o.lowerBound(), false, null, o.states(), o.expanded(), o.bytes(), cut(),
                    patterns());
        }
        return new SokobanSearch.Result(null, -1, false, o.lowerBound(), o.exhausted(), o.stopped(), o.states(),
                o.expanded(), o.bytes(), cut(), patterns());
    }

    /** What the search builds once it runs, charged to its account. */
    private void prepare(MemoryAccount memory, Budget budget) {
        if (ownsRoom) {
            memory.take(room.bytes()); // built already, but it counts against the same budget
        }
        frozenRooms = new FrozenRooms(room, memory);
        deadlocks = shared != null ? shared : new CorralDeadlocks(room, memory);
        features = new FeatureMeter(state, plan, links);
        children = new Children(state, search, bounds, features, regions, frozenRooms, deadlocks, goalRooms, tunnels);
        children.within(budget);
        macros = goalRooms.count() > 0 ? new GoalMacroMoves(state, children, goalRooms) : null;
        generators = new ArrayList<>();
        if (packing != null) {
            generators.add(new PackingMoveGenerator(state, children, packing));
        }
        generators.add(new CorralPushes(state, children));
        generators.add(moves != null && space.boxMoves() ? new BoxMoveGenerator(state, children, moves, goalRooms)
                : new SinglePushes(state, children));
    }

    private long cut() {
        return deadlocks == null ? 0 : deadlocks.cuts();
    }

    private int patterns() {
        return deadlocks == null ? 0 : deadlocks.patterns();
    }

    /**
     * Offers the children of state id; returns a solved child in FAST mode, else −1. A limit reached inside the
     * expansion (the bounds and the children look at the budget) cuts it short; the search then stops as if before it.
     */
    private int expand(int id, int g) {
        try {
            return expandWithin(id, g);
        } catch (StoppedException e) {
            return -1;
        }
    }

    private int expandWithin(int id, int g) {
        SearchStates states = search.states();
        state.decode();
        int player = states.player(id);
        long parentBoxes = states.key(id) ^ state.playerHash(player);
        int reachStamp = state.nextStamp();
        regions.parent(player, state.occupied, reach, reachStamp);
        if (deadlocks.learn(state.occupied, reach, reachStamp, player)) {
            return -1; // a corral of it was proved dead (and is kept as a pattern)
        }
        int frozenSet = states.tag(id);
        children.parent(new Children.Parent(id, g, parentBoxes, frozenSet, featureOf(id)));
        SokobanRoom now = frozenRooms.room(frozenSet);
        bounds.parent(now, player);
        MoveGenerator.Expansion at = new MoveGenerator.Expansion(player, reach, reachStamp, now);
        if (macros != null) {
            int made = macros.offer(at);
            if (made != MoveGenerator.GO_ON) {
                return made; // the goal cut: a box that can go into its room goes, nothing else is tried
            }
        }
        bounds.keepParent();
        for (MoveGenerator generator : generators) {
            int made = generator.offer(at);
            if (made != MoveGenerator.GO_ON) {
                return made;
            }
        }
        return -1;
    }

    /**
     * The feature of the loaded state id when the search takes states by feature cells (A* does not: 0). A child's
     * was counted when it was added; the start was opened before any count (in cell 0), so its own is counted here.
     */
    private int featureOf(int id) {
        if (!search.usesFeatures()) {
            return 0;
        }
        return id == 0 ? features.feature() : search.feature(id);
    }
}
