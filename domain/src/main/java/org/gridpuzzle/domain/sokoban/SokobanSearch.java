package org.gridpuzzle.domain.sokoban;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.search.BestFirstSearch;
import org.gridpuzzle.domain.search.StoppedException;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Interleaved;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.MemoryAccount;
import org.gridpuzzle.domain.search.MemoryBudget;
import org.gridpuzzle.domain.search.SearchOptions;
import org.gridpuzzle.domain.search.SearchStates;

/**
 * Sokoban by heuristic search over pushes. A state is the boxes and the region the player can walk in; a push
 * is legal when the player can reach the cell behind the box. The bound is the cheapest assignment of boxes to
 * distinct goals by lone-box push distances from the player's side of each box ({@link SokobanRoom}), which is
 * admissible; states whose boxes cannot
 * all be assigned, pushes onto dead squares and freeze deadlocks ({@link FreezeDeadlock}) are cut, and so are states
 * holding a corral deadlock learned earlier ({@link CorralDeadlocks}: each expanded state's corrals are tried by a
 * small search over their fence's boxes, and a proof is kept as a pattern).
 * <ul>
 *   <li>OPTIMAL: A* on pushes + bound, closed states reopened when reached by fewer pushes, so the first solved
 *       state taken from the open list is push-optimal; when a limit stops it, the least open priority is a
 *       proved lower bound.</li>
 *   <li>FAST: weighted best-first (pushes + w·bound), stops at the first solved state generated: a plan, not
 *       necessarily the shortest. It runs first with macros: a box on the entrance of a goal room
 *       ({@link GoalRooms}) goes straight to the room's next goal in the packing order (and nothing else is tried
 *       from that state), boxes are pushed into rooms by macros only and never moved once placed, and a box pushed
 *       along a tunnel with the player behind it goes on to the tunnel's end. That run may miss plans, so when it
 *       runs out of states after a macro made a difference the plain search runs in the time left. FAST takes its
 *       states from feature cells in turn ({@link org.gridpuzzle.domain.search.FeatureOpenList}: goals filled in
 *       the packing order ({@link PackingOrder}) × regions of the floor), best first within a cell by pushes +
 *       w·bound + the weight of the pushes on the path that no advisor suggested (FESS's packing and connectivity
 *       advisors: of a state's children, the one that fills most goals in the order and the one that joins most
 *       regions). With macros each expanded state also gets FESS's packing move as a child: a box brought to the
 *       next goal of the packing order by its fewest pushes while the other boxes stand still
 *       ({@link PackingMoves}), so the packing feature moves in one step. Five
 *       such searches take turns on the one core ({@link Interleaved}), two of them also counting the links between
 *       rooms that boxes obstruct ({@link RoomLinks}, FESS's room connectivity, with its advisor: the child that
 *       frees most links); three push one push at a time (an unadvised push weighing 1 or 5), two move a box as far
 *       as it goes in one move as FESS does ({@link BoxMoves}, an unadvised move weighing 10): which space finds a
 *       plan quickly differs from level to level, and the first plan ends them all.</li>
 * </ul>
 * An upper bound (exclusive) restricts the search to plans with fewer pushes, which is how a plan in hand is
 * improved or proved optimal: an OPTIMAL search that runs out of states under the bound proves it.
 */
final class SokobanSearch {

    /** The memory the search may take when the application sets no budget: 2 GiB. */
    public static final long DEFAULT_MEMORY = MemoryBudget.SEARCH_DEFAULT;

    /**
     * @param moves a plan in LURD (replayed before it is returned), or null
     * @param pushes its pushes, −1 without a plan
     * @param optimal whether no plan has fewer pushes
     * @param lowerBound pushes every plan needs (proved)
     * @param exhausted whether the search ran out of states below its upper bound (no plan there at all)
     * @param stopped the limit that ended the search early, or null
     * @param cut children cut by learned corral deadlocks ({@link CorralDeadlocks}), not among the states
     * @param patterns the corral deadlocks learned
     */
    public record Result(String moves, int pushes, boolean optimal, int lowerBound, boolean exhausted, String stopped,
            long states, long expanded, long bytes, long cut, int patterns) {
    }

    /** The regions of the floor a feature cell tells apart (its low ten bits). */
    private static final int MAX_REGIONS = 1023;
    /** What {@link #macros} returns when no goal macro applies. */
    private static final int NO_MACRO = -2;
    /** The flag of a tunnel's pushes in a state's move (goal macros stay below it, see {@link GoalRooms#MAX_ROOMS}). */

    private final SokobanRoom room;
    private final SearchOptions options;
    private final GoalRooms goalRooms;
    private final boolean tunnels;
    private final int[] placed;
    private final int boxCount;
    private final FreezeDeadlock freeze;
    private final CorralPruning corrals;
    private final int[] corralPushes;
    private final int[] boxIndex;
    private final Assignment assignment;
    private final long[] boxZobrist;
    private final long[] playerZobrist;
    private final long[] bits;
    private final byte[] occupied;
    private final int[] boxList;
    private final int[][] cost;
    private final int[][] childCost;
    private FrozenRooms frozenRooms;
    private CorralDeadlocks deadlocks;
    private final int[] seen;
    private final int[] reach;
    private final int[] parts;
    private final int[] queue;
    private final PlayerRegions regions;
    /** The goals in FESS's packing order (fast mode only: the feature cells count the filled prefix). */
    private final int[] packingOrder;
    /** The links between rooms (fast mode only: the feature cells count those boxes obstruct). */
    private final RoomLinks links;
    /**
     * The cells and paths of FESS's box moves (fast mode with macros only, floors below 2^16 as a move holds the box's
     * cell), or null.
     */
    private final BoxMoves moves;
    /** FESS's packing moves (whenever there are box moves' tables), or null. */
    private final PackingMoves packing;
    /** Whether states are expanded by box moves instead of single pushes (spaces that ask for them). */
    private final boolean boxMoves;
    /** Box moves only: the places one box reaches and their pushes ({@link BoxMoves#reachable}). */
    private final int[] found;
    private final int[] foundPushes;
    private int[] spareRow;
    private int stamp;
    private BestFirstSearch search;
    /** Whether a tunnel macro was ever generated: without one and without goal rooms the run was the plain one. */
    private boolean tunnelUsed;

    /**
     * One feature space of the fast search's portfolio: whether it counts the links between rooms, what a move no
     * advisor suggested adds to its path's weight, whether it moves boxes ({@link BoxMoves}) or pushes them one push at
     * a time, and how many slices of time it holds the turn for.
     */
    private record Space(boolean roomLinks, int unadvised, boolean boxMoves, int slices) {
    }

    /** A* and the plain search's one space. */
    private static final Space PLAIN = new Space(false, 1, false, 2);
    /**
     * The fast search's spaces, taking turns: which one finds a plan quickly differs widely from level to level (1.5 s
     * against nothing in 20 s), and at 60 s hardly any plan comes after the first 20 s of a search. Each solves XSokoban
     * levels no other does within its share (trials at 15 s alone: pushes with weight 1 and no links 12; with links 67;
     * with weight 5 21, 61, 81; box moves with weight 10 and no links 30, 36, 16 in 13 s; with links 14, 59), and the
     * space whose plans come latest holds the turn longest.
     */
    private static final List<Space> PORTFOLIO = List.of(PLAIN, new Space(true, 1, false, 2),
            new Space(false, 5, false, 2), new Space(false, 10, true, 3), new Space(true, 10, true, 2));

    private final Space space;

    private SokobanSearch(SokobanRoom room, SearchOptions options, boolean macros, Space space) {
        SokobanLevel level = room.level;
        this.room = room;
        this.options = options;
        this.space = space;
        this.goalRooms = macros ? GoalRooms.of(room) : GoalRooms.none(room.floors);
        // a move holds a tunnel's first push in 18 bits
        this.tunnels = macros && room.floors < SokobanMoves.MAX_TUNNEL_FLOORS;
        this.placed = new int[goalRooms.count()];
        this.boxCount = level.start().boxCount();
        this.freeze = new FreezeDeadlock(room);
        this.corrals = new CorralPruning(room, boxCount);
        this.corralPushes = new int[4 * boxCount];
        this.boxIndex = new int[room.floors];
        this.assignment = new Assignment(boxCount);
        SplittableRandom random = new SplittableRandom(0x5EED_5EEDL);
        boxZobrist = new long[room.floors];
        playerZobrist = new long[room.floors];
        for (int f = 0; f < room.floors; f++) {
            boxZobrist[f] = random.nextLong();
            playerZobrist[f] = random.nextLong();
        }
        bits = new long[(room.floors + 63) >>> 6];
        occupied = new byte[room.floors];
        boxList = new int[boxCount];
        cost = new int[boxCount][boxCount];
        childCost = new int[boxCount][boxCount];
        seen = new int[room.floors];
        reach = new int[room.floors];
        parts = new int[room.floors];
        spareRow = new int[boxCount];
        queue = new int[room.floors];
        regions = new PlayerRegions(room);
        packingOrder = options.mode() == SearchOptions.Mode.FAST ? PackingOrder.of(room) : null;
        links = options.mode() == SearchOptions.Mode.FAST && space.roomLinks() ? new RoomLinks(room) : null;
        moves = packingOrder != null && macros && room.floors < SokobanMoves.MAX_TUNNEL_FLOORS
                ? new BoxMoves(room, goalRooms) : null;
        packing = moves == null ? null : new PackingMoves(room, packingOrder, goalRooms, moves, boxCount);
        this.boxMoves = moves != null && space.boxMoves();
        this.found = boxMoves ? new int[4 * room.floors] : null;
        this.foundPushes = boxMoves ? new int[4 * room.floors] : null;
    }

    /** The most floor cells a search takes: its side table grows with their square (16,384: 256 MiB). */
    static final int MAX_FLOORS = 1 << 14;

    public static Result solve(SokobanLevel level, SearchOptions options, Limits limits) {
        // the room's tables grow with the square of the floor: refuse a level whose tables alone would not fit
        long floors = 0;
        long goals = 0;
        for (int cell = 0; cell < level.cells(); cell++) {
            floors += level.wall(cell) ? 0 : 1;
            goals += level.goal(cell) ? 1 : 0;
        }
        if (floors > MAX_FLOORS) {
            // no published level comes near; allocating the side table alone took seconds on a 200×200 open room
            return new Result(null, -1, false, 0, false, String.format(Locale.ROOT, "memory budget: %d floor cells are"
                    + " more than the search's tables take (%d); SAT planning takes such rooms", floors, MAX_FLOORS), 0,
                    0, 0, 0, 0);
        }
        long tables = SokobanRoom.bytes(floors, goals);
        long budget = limits.memoryOr(DEFAULT_MEMORY);
        if (tables > budget) {
            return new Result(null, -1, false, 0, false, String.format(Locale.ROOT,
                    "memory budget of %d MiB reached by the room's tables", Math.max(1, budget >> 20)), 0, 0, tables, 0, 0);
        }
        SokobanRoom room;
        try {
            room = new SokobanRoom(level, limits.start());
        } catch (StoppedException e) {
            return new Result(null, -1, false, 0, false, e.reason().description() + " while building the room's tables", 0,
                    0, tables, 0, 0);
        }
        if (options.mode() == SearchOptions.Mode.FAST) {
            // the same search in the portfolio's feature spaces, taking turns
            List<Interleaved.Search<Result>> searches = PORTFOLIO.stream()
                    .<Interleaved.Search<Result>>map(space -> l -> fast(room, options, l, space)).toList();
            int[] slices = PORTFOLIO.stream().mapToInt(Space::slices).toArray();
            List<Result> answers = Interleaved.run(limits, searches, slices, r -> r.moves() != null || r.exhausted());
            return answers.stream().reduce(SokobanSearch::either).orElseThrow();
        }
        return new SokobanSearch(room, options, false, PLAIN).run(limits.start());
    }

    /** The number of feature spaces in the fast search's portfolio. */
    static int spaces() {
        return PORTFOLIO.size();
    }

    /** The fast search in the portfolio's space {@code k} alone (tests check each space against breadth first). */
    static Result fastIn(int k, SokobanLevel level, SearchOptions options, Limits limits) {
        return fast(new SokobanRoom(level), options, limits, PORTFOLIO.get(k));
    }

    /** The fast search in one feature space: with macros first, then plain if the macros made it run out. */
    private static Result fast(SokobanRoom room, SearchOptions options, Limits limits, Space space) {
        Budget run = limits.start();
        SokobanSearch macroRun = new SokobanSearch(room, options, true, space);
        Result withMacros = macroRun.run(run);
        if (!withMacros.exhausted() || !macroRun.madeADifference()) {
            return withMacros;
        }
        // macros never leave a box in a tunnel or park one in a room: out of states with them proves nothing
        return new SokobanSearch(room, options, false, space).run(run);
    }

    /**
     * The answer of two fast searches (of more, taken pair by pair): a plan (the shorter of two), else a proof that
     * none exists, else what the limits left (the better bound); the work counted is both searches'.
     */
    private static Result either(Result a, Result b) {
        Result decided = a.moves() != null && (b.moves() == null || a.pushes() <= b.pushes()) ? a
                : b.moves() != null ? b : a.exhausted() ? a : b.exhausted() ? b : null;
        long states = a.states() + b.states();
        long expanded = a.expanded() + b.expanded();
        long bytes = a.bytes() + b.bytes();
        long cut = a.cut() + b.cut();
        int patterns = a.patterns() + b.patterns();
        int lower = Math.max(a.lowerBound(), b.lowerBound()); // each proved
        if (decided != null && decided.moves() != null) {
            boolean optimal = decided.optimal() || decided.pushes() <= lower;
            return new Result(decided.moves(), decided.pushes(), optimal, optimal ? decided.pushes() : lower, false,
                    null, states, expanded, bytes, cut, patterns);
        }
        if (decided != null) {
            return new Result(null, -1, false, decided.lowerBound(), true, null, states, expanded, bytes, cut,
                    patterns);
        }
        String stopped = a.stopped() != null ? a.stopped() : b.stopped();
        return new Result(null, -1, false, lower, false, stopped, states, expanded, bytes, cut, patterns);
    }

    /** Whether this run's search space differs from the plain search's (it had goal rooms or made a tunnel move). */
    /**
     * The state being expanded: its id, its pushes so far, its boxes' part of the key (without the player's region)
     * and its set of frozen rooms; what every child of it shares.
     */
    private record Parent(int id, int g, long boxes, int frozenSet, int feature) {
    }

    private Parent parent;

    private boolean madeADifference() {
        return goalRooms.count() > 0 || tunnelUsed;
    }

    private Result run(Budget budget) {
        MemoryAccount memory = MemoryAccount.open("the Sokoban search's states",
                budget.limits().memoryOr(DEFAULT_MEMORY));
        SokobanState start = room.level.start();
        long boxHash = 0;
        for (int f = 0; f < room.floors; f++) {
            if (start.box(room.cellOf[f])) {
                bits[f >>> 6] |= 1L << f;
                boxHash ^= boxZobrist[f];
            }
        }
        decode();
        fillCosts(cost, room, room.floorOf[start.player()]);
        // a box on a dead square has no finite distance to any goal, so the assignment sees it too
        int h = bound(assignment.solve(cost, SokobanRoom.UNREACHABLE));
        int region = region(room.floorOf[start.player()], seen);
        search = new BestFirstSearch("the Sokoban search", room.floors, options, memory, space.unadvised());
        BestFirstSearch.Outcome o = search.run(bits, region, boxHash ^ playerZobrist[region], h,
                options.knownLowerBound(), budget, () -> {
                    memory.take(room.bytes()); // built already, but it counts against the same budget
                    frozenRooms = new FrozenRooms(room, memory);
                    deadlocks = new CorralDeadlocks(room, memory);
                }, this::expand);
        if (o.goal() >= 0) {
            return solved(o.goal(), o.lowerBound(), o);
        }
        return new Result(null, -1, false, o.lowerBound(), o.exhausted(), o.stopped(), o.states(), o.expanded(),
                o.bytes(), cut(), patterns());
    }

    private static int bound(int assigned) {
        return assigned >= SokobanRoom.UNREACHABLE ? BestFirstSearch.DEAD_END : assigned;
    }

    private long cut() {
        return deadlocks == null ? 0 : deadlocks.cuts();
    }

    private int patterns() {
        return deadlocks == null ? 0 : deadlocks.patterns();
    }

    /** Generates the pushes of state id; returns a solved child in FAST mode, else −1. */
    private int expand(int id, int g) {
        SearchStates states = search.states();
        decode();
        long parentBoxes = states.key(id) ^ playerZobrist[states.player(id)];
        // the player's region, marked in reach with a new stamp, and learned for the children's regions
        int reachStamp = ++stamp;
        regions.parent(states.player(id), occupied, reach, reachStamp);
        if (deadlocks.learn(occupied, reach, reachStamp, states.player(id))) {
            return -1; // a corral of it was proved dead (and is kept as a pattern)
        }
        int frozenSet = states.tag(id);
        parent = new Parent(id, g, parentBoxes, frozenSet, featureOf(id));
        SokobanRoom now = frozenRooms.room(frozenSet);
        fillCosts(cost, now, states.player(id));
        if (goalRooms.count() > 0) {
            int made = macros(reachStamp);
            if (made != NO_MACRO) {
                return made; // the goal cut: a box that can go into its room goes, nothing else is tried
            }
        }
        // the parent's assignment, solved once: each child's is repaired from it (one box moved)
        assignment.keep(assignment.solve(cost, SokobanRoom.UNREACHABLE), SokobanRoom.UNREACHABLE);
        if (packing != null) {
            int[] pushes = packing.find(occupied, boxList, boxCount, states.player(id));
            int child = pushes == null ? -1 : packingChild(pushes);
            if (child >= 0) {
                return child;
            }
        }
        int restricted = corrals.restrict(occupied, reach, reachStamp, corralPushes);
        for (int k = 0; k < restricted; k++) {
            int b = SokobanMoves.box(corralPushes[k]);
            if (outOfOrder(b, room.step(b, SokobanMoves.direction(corralPushes[k])))) {
                // the corral is to be entered by a goal macro that does not apply yet: the rule has nothing to say
                restricted = -1;
            }
        }
        if (restricted >= 0) {
            for (int k = 0; k < restricted; k++) {
                int b = SokobanMoves.box(corralPushes[k]);
                int d = SokobanMoves.direction(corralPushes[k]);
                if (now.dead[room.step(b, d)]) {
                    continue;
                }
                int child = child(boxIndex[b], b, room.step(b, d), d);
                if (child >= 0) {
                    return child;
                }
            }
            return -1;
        }
        if (boxMoves) {
            return boxMoves(now, states.player(id));
        }
        for (int i = 0; i < boxCount; i++) {
            int b = boxList[i];
            for (int d = 0; d < 4; d++) {
                int behind = room.step(b, SokobanRoom.opposite(d));
                int to = room.step(b, d);
                if (behind < 0 || reach[behind] != reachStamp || to < 0 || occupied[to] != 0 || now.dead[to]
                        || outOfOrder(b, to)) {
                    continue;
                }
                int child = child(i, b, to, d);
                if (child >= 0) {
                    return child;
                }
            }
        }
        return -1;
    }

    /**
     * FESS's moves: each box pushed to every place it can reach while the other boxes stand still, by its fewest
     * pushes, the player in the region of {@code player} (one push as a plain push, so tunnels and region shortcuts
     * apply).
     */
    private int boxMoves(SokobanRoom now, int player) {
        for (int i = 0; i < boxCount; i++) {
            int b = boxList[i];
            if (goalRooms.roomOf(b) >= 0) {
                continue;
            }
            int n = moves.reachable(occupied, b, player, found, foundPushes);
            for (int k = 0; k < n; k++) {
                int to = found[k] >>> 2;
                int side = found[k] & 3;
                if (now.dead[to]) {
                    continue;
                }
                int d = SokobanRoom.opposite(side);
                int child = foundPushes[k] == 1 ? child(i, b, to, d)
                        : childAt(i, b, to, room.step(to, side), d, foundPushes[k], SokobanMoves.boxMove(b, side));
                if (child >= 0) {
                    return child;
                }
            }
        }
        return -1;
    }

    /** Whether a push moves a box placed in a goal room, or into one (only macros fill rooms). */
    private boolean outOfOrder(int from, int to) {
        return goalRooms.roomOf(from) >= 0 || goalRooms.roomOf(to) >= 0;
    }

    /**
     * Offers the goal macros that apply: a box on a room's entrance, the player outside behind it, and room left.
     * Returns a solved child (FAST), −1, or {@link #NO_MACRO} when none applies.
     */
    private int macros(int reachStamp) {
        Arrays.fill(placed, 0);
        for (int i = 0; i < boxCount; i++) {
            int r = goalRooms.roomOf(boxList[i]);
            if (r >= 0) {
                placed[r]++;
            }
        }
        int made = NO_MACRO;
        for (int r = 0; r < goalRooms.count(); r++) {
            int[] doors = goalRooms.entrance(r);
            int k = placed[r];
            if (k == goalRooms.size(r) || doors.length == 2 && occupied[doors[0]] + occupied[doors[1]] != 1) {
                continue; // full, or the player could not walk over the entrance on the way
            }
            for (int j = 0; j < doors.length; j++) {
                int e = doors[j];
                for (int d = 0; d < 4 && occupied[e] != 0; d++) {
                    int[] pushes = goalRooms.macro(r, k, j, d);
                    if (pushes == null || reach[room.step(e, SokobanRoom.opposite(d))] != reachStamp) {
                        continue;
                    }
                    made = -1;
                    int child = macroChild(boxIndex[e], goalRooms.target(r, k), pushes,
                            SokobanMoves.goalMacro(r, k, j, d));
                    if (child >= 0) {
                        return child;
                    }
                }
            }
        }
        return made;
    }

    /** The state after a macro has brought box i from its room's entrance to goal {@code to}, placed for good. */
    private int macroChild(int i, int to, int[] pushes, int via) {
        int id = parent.id();
        int g = parent.g();
        long parentBoxes = parent.boxes();
        int frozenSet = parent.frozenSet();
        int b = boxList[i];
        int player = SokobanMoves.box(pushes[pushes.length - 1]);
        move(i, b, to);
        try {
            if (deadlocks.matches(occupied, to, player)) {
                return -1;
            }
            int region = region(player, seen);
            long hash = parentBoxes ^ boxZobrist[b] ^ boxZobrist[to] ^ playerZobrist[region];
            int moves = g - 1 + pushes.length;
            if (search.revisit(bits, region, hash, moves, id, via)) {
                return -1;
            }
            int set = frozenRooms.with(frozenSet, to);
            fillCosts(childCost, frozenRooms.room(set), player);
            int h = assignment.solve(childCost, SokobanRoom.UNREACHABLE);
            return offer(region, hash, moves, bound(h), via, set, false);
        } finally {
            move(i, to, b);
        }
    }

    /**
     * Adds the loaded child with its feature cell and what it gains over its parent on the advisors' features: goals
     * filled in the packing order (packing) and fewer regions of the floor (connectivity). When the push is known to
     * have kept the number of regions ({@link PlayerRegions#regionCountKept}), the parent's count is the child's and
     * the floor is not flooded again.
     */
    private int offer(int region, long hash, int moves, int h, int via, int set, boolean regionCountKept) {
        if (!search.usesFeatures() || h == BestFirstSearch.DEAD_END) {
            return search.add(bits, region, hash, moves, h, parent.id(), via, set, 0);
        }
        int from = parent.feature();
        int f = regionCountKept ? cell(packed(), obstructed(), regionsOf(from)) : feature();
        return search.add(bits, region, hash, moves, h, parent.id(), via, set, f, packedOf(f) - packedOf(from),
                regionsOf(from) - regionsOf(f), linksOf(from) - linksOf(f));
    }

    /**
     * The child of the state being expanded after FESS's packing move: a box brought by these pushes to the next goal
     * of the packing order, the other boxes standing still.
     */
    private int packingChild(int[] pushes) {
        int b = SokobanMoves.box(pushes[0]);
        int i = boxIndex[b];
        int last = pushes[pushes.length - 1];
        int d = SokobanMoves.direction(last);
        int player = SokobanMoves.box(last);
        return childAt(i, b, room.step(player, d), player, d, pushes.length, SokobanMoves.packing(b));
    }

    /** The child of the state being expanded by pushing box i (at b) along d to {@code first} (further in a tunnel). */
    private int child(int i, int b, int first, int d) {
        int frozenSet = parent.frozenSet();
        int to = first;
        int player = b;
        int length = 1;
        if (tunnels) {
            // a box pushed into a tunnel with the player in it behind goes on to the tunnel's end
            SokobanRoom now = frozenRooms.room(frozenSet);
            while (room.narrow(player, d) && room.narrow(to, d) && !room.goal[to] && length < SokobanMoves.MAX_TUNNEL) {
                int next = room.step(to, d);
                if (next < 0 || occupied[next] != 0 || now.dead[next] || outOfOrder(to, next)) {
                    break;
                }
                player = to;
                to = next;
                length++;
            }
        }
        tunnelUsed |= length > 1;
        return childAt(i, b, to, player, d, length,
                length == 1 ? SokobanMoves.push(b, d) : SokobanMoves.tunnel(b, d, length));
    }

    /**
     * The child of the state being expanded with box i moved from b to {@code to} by {@code length} pushes (move
     * {@code via}), the last along d, which left the player on {@code player}.
     */
    private int childAt(int i, int b, int to, int player, int d, int length, int via) {
        int id = parent.id();
        int g = parent.g();
        long parentBoxes = parent.boxes();
        int frozenSet = parent.frozenSet();
        move(i, b, to);
        try {
            if (freeze.after(occupied, to) || deadlocks.matches(occupied, to, player)) {
                return -1;
            }
            // b and t are the only cells whose boxes changed, and b's side cells are neither
            int region = SokobanMoves.isPush(via) ? regions.child(b, d, occupied) : PlayerRegions.UNKNOWN;
            boolean countKept = region != PlayerRegions.UNKNOWN && regions.regionCountKept();
            if (region == PlayerRegions.UNKNOWN) {
                region = region(player, seen);
            }
            long hash = parentBoxes ^ boxZobrist[b] ^ boxZobrist[to] ^ playerZobrist[region];
            int moves = g - 1 + length;
            if (search.revisit(bits, region, hash, moves, id, via)) {
                return -1;
            }
            int set = freeze.frozenOnGoals() > 0 ? frozenRooms.with(frozenSet, freeze) : frozenSet;
            int h;
            if (set != frozenSet) {
                // new walls: every box's distances change
                fillCosts(childCost, frozenRooms.room(set), player);
                h = assignment.solve(childCost, SokobanRoom.UNREACHABLE);
            } else {
                SokobanRoom now = frozenRooms.room(set);
                int[] saved = cost[i];
                for (int j = 0; j < boxCount; j++) {
                    spareRow[j] = now.pushDistanceFromSide(j, to, SokobanRoom.opposite(d));
                }
                cost[i] = spareRow;
                h = assignment.solveChangedRow(cost, i, SokobanRoom.UNREACHABLE);
                cost[i] = saved;
            }
            return offer(region, hash, moves, bound(h), via, set, countKept);
        } finally {
            move(i, to, b);
        }
    }

    /**
     * The feature of the loaded state id when the search takes states by feature cells (A* does not: 0). A child's
     * was counted when it was added; the start was opened before any count (in cell 0), so its own is counted here.
     */
    private int featureOf(int id) {
        return !search.usesFeatures() ? 0 : id == 0 ? feature() : search.feature(id);
    }

    /**
     * The loaded state's cell in the feature space: the goals filled in the packing order ({@link PackingOrder}) and
     * the regions the boxes cut the floor into (FESS's packing and connectivity).
     */
    private int feature() {
        int packed = packed();
        stamp++;
        int regions = 0;
        for (int f = 0; f < room.floors; f++) {
            if (occupied[f] == 0 && parts[f] != stamp) {
                regions++;
                flood(f, parts);
            }
        }
        return cell(packed, obstructed(), regions);
    }

    /**
     * A feature cell as one int: goals filled in the packing order (bits 16 and up, at most {@link Short#MAX_VALUE}),
     * obstructed room links (bits 10-15, at most {@link RoomLinks#MAX}) and regions of the floor (bits 0-9, at most
     * 1,023: more are told apart no further).
     */
    private static int cell(int packed, int links, int regions) {
        return packed << 16 | links << 10 | Math.min(regions, MAX_REGIONS);
    }

    private static int packedOf(int cell) {
        return cell >>> 16;
    }

    private static int linksOf(int cell) {
        return cell >>> 10 & RoomLinks.MAX;
    }

    private static int regionsOf(int cell) {
        return cell & MAX_REGIONS;
    }

    /** Links between rooms that boxes obstruct, when this run watches them (else 0). */
    private int obstructed() {
        return links == null ? 0 : links.obstructed(boxList, boxCount);
    }

    /** Goals filled in the packing order, as many as the feature's bits tell apart. */
    private int packed() {
        return Math.min(PackingOrder.packed(packingOrder, occupied), Short.MAX_VALUE);
    }

    /** Moves box i from floor cell {@code from} to {@code to} in the loaded state (and back, with the cells swapped). */
    private void move(int i, int from, int to) {
        occupied[from] = 0;
        occupied[to] = 1;
        bits[from >>> 6] &= ~(1L << from);
        bits[to >>> 6] |= 1L << to;
        boxList[i] = to;
    }

    /** Fills occupied and boxList from bits (clearing the previous state's boxes first). */
    private void decode() {
        for (int i = 0; i < boxCount; i++) {
            occupied[boxList[i]] = 0;
        }
        int k = 0;
        for (int w = 0; w < bits.length; w++) {
            long word = bits[w];
            while (word != 0) {
                int f = (w << 6) + Long.numberOfTrailingZeros(word);
                occupied[f] = 1;
                boxIndex[f] = k;
                boxList[k++] = f;
                word &= word - 1;
            }
        }
    }

    private void fillCosts(int[][] into, SokobanRoom distances, int player) {
        for (int i = 0; i < boxCount; i++) {
            for (int j = 0; j < boxCount; j++) {
                into[i][j] = distances.pushDistance(j, boxList[i], player);
            }
        }
    }

    /** Marks the player's region from {@code from} in {@code marks} with a new stamp; returns its smallest floor cell. */
    private int region(int from, int[] marks) {
        stamp++;
        return flood(from, marks);
    }

    /** Marks the player's region from {@code from} in {@code marks} with the current stamp; returns its least cell. */
    private int flood(int from, int[] marks) {
        return room.flood(from, occupied, marks, stamp, queue);
    }

    /**
     * The pushes of a move from state s to the search's state {@code child} (a packing move's or a box move's found
     * again from s's boxes and player, a box move's place from the child's boxes).
     */
    private int[] pushesOf(int via, SokobanState s, int child) {
        if (SokobanMoves.isPush(via)) {
            return new int[] {via};
        }
        if (!SokobanMoves.isPacking(via) && !SokobanMoves.isBoxMove(via)) {
            return macroOf(via);
        }
        byte[] boxes = new byte[room.floors];
        for (int f = 0; f < room.floors; f++) {
            boxes[f] = (byte) (s.box(room.cellOf[f]) ? 1 : 0);
        }
        if (SokobanMoves.isBoxMove(via)) {
            // the place is the child's one box the parent lacks (none: the box came back to its own cell)
            int box = SokobanMoves.packingBox(via);
            search.states().load(child, bits); // the search is over: its scratch bits are free
            int target = box;
            for (int f = 0; f < room.floors; f++) {
                if ((bits[f >>> 6] >>> f & 1) != 0 && boxes[f] == 0) {
                    target = f;
                }
            }
            return moves.spell(boxes, box, target, SokobanMoves.boxMoveSide(via), room.floorOf[s.player()]);
        }
        return packing.spell(boxes, SokobanMoves.packingBox(via), room.floorOf[s.player()]);
    }

    private int[] macroOf(int via) {
        if (SokobanMoves.isTunnel(via)) {
            int[] pushes = new int[SokobanMoves.tunnelLength(via)];
            int start = SokobanMoves.tunnelStart(via);
            int d = SokobanMoves.direction(start);
            for (int k = 0, cell = SokobanMoves.box(start); k < pushes.length; k++, cell = room.step(cell, d)) {
                pushes[k] = SokobanMoves.push(cell, d);
            }
            return pushes;
        }
        return goalRooms.macro(SokobanMoves.room(via), SokobanMoves.fill(via), SokobanMoves.entrance(via),
                SokobanMoves.firstDirection(via));
    }

    private Result solved(int goal, int lower, BestFirstSearch.Outcome o) {
        StringBuilder moves = new StringBuilder();
        SokobanLevel level = room.level;
        SokobanState s = level.start();
        int n = 0;
        int[] ids = search.pathStates(goal);
        int[] path = search.path(goal);
        for (int m = 0; m < path.length; m++) {
            for (int push : pushesOf(path[m], s, ids[m])) {
                int box = SokobanMoves.box(push);
                Direction d = SokobanRoom.DIRECTIONS[SokobanMoves.direction(push)];
                int behind = room.cellOf[room.step(box, SokobanRoom.opposite(d.ordinal()))];
                String walk = SokobanWalks.to(level, s, behind);
                if (walk == null) {
                    throw new IllegalStateException("the search's plan walks through a box at push " + (n + 1));
                }
                moves.append(walk).append(Character.toUpperCase(d.letter()));
                s = SokobanReplay.step(level, s.withPlayer(behind), d).after();
                n++;
            }
        }
        String plan = moves.toString();
        SokobanReplay.Result replay = SokobanReplay.play(level, plan);
        if (!replay.ok() || !level.solved(replay.state()) || replay.pushes() != n) {
            throw new IllegalStateException("the search's plan does not solve the level: " + plan);
        }
        boolean optimal = search.optimal(n, lower);
        return new Result(plan, n, optimal, optimal ? n : lower, false, null, o.states(), o.expanded(), o.bytes(),
                cut(), patterns());
    }
}
