package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import java.util.Locale;
import java.util.function.Function;
import org.gridpuzzle.domain.search.StoppedException;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.MemoryBudget;
import org.gridpuzzle.domain.search.internal.SearchOptions;

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
 *       states from feature cells in turn ({@link org.gridpuzzle.domain.search.internal.FeatureOpenList}: goals filled in
 *       the packing order ({@link PackingOrder}) × regions of the floor), best first within a cell by pushes +
 *       w·bound + the weight of the pushes on the path that no advisor suggested (FESS's packing and connectivity
 *       advisors: of a state's children, the one that fills most goals in the order and the one that joins most
 *       regions). With macros each expanded state also gets FESS's packing move as a child: a box brought to the
 *       next goal of the packing order by its fewest pushes while the other boxes stand still
 *       ({@link PackingMoves}), so the packing feature moves in one step. The fast search is FESS first
 *       ({@link Schedule}: {@link FessSearch}, two fifths of the time), then two such searches taking turns on the
 *       one core ({@link Portfolio}): single pushes (an unadvised push weighing 5) packing by the plan found
 *       backwards, which may park boxes ({@code domain.sokoban.fess}), and box moves as FESS makes them
 *       ({@link BoxMoves}, an unadvised move weighing 10) also counting the links between rooms that boxes obstruct
 *       ({@link RoomLinks}, FESS's room connectivity, with its advisor: the child that frees most links); the first
 *       plan ends them all.</li>
 * </ul>
 * An upper bound (exclusive) restricts the search to plans with fewer pushes, which is how a plan in hand is
 * improved or proved optimal: an OPTIMAL search that runs out of states under the bound proves it.
 * <p>
 * The parts: {@link PushSearch} runs one search over the loaded state ({@link PushState}), asking its
 * {@link MoveGenerator}s for moves, which {@link Children} turns into states with their bound ({@link PushBounds}) and
 * feature cell ({@link FeatureMeter}); {@link PlanWriter} spells the plan out.
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

    /** The most floor cells a search takes: FESS's hotspots table grows with their square (16,384: 32 MiB). */
    static final int MAX_FLOORS = 1 << 14;

    public static Result solve(SokobanLevel level, SearchOptions options, Limits limits) {
        return inRoom(level, limits, room -> options.mode() == SearchOptions.Mode.FAST
                ? Schedule.run(room, options, limits)
                : new PushSearch(room, options, false, FeatureSpace.PLAIN).run(limits.start()));
    }

    /**
     * FESS alone (the fess strategy): the packing plan, then the move-level engine on the forward game
     * ({@link FessSearch}) to its first plan, or to a limit (a node limit counts its nodes: {@link Result#expanded()}
     * is the count the FESS papers give per level).
     */
    static Result fess(SokobanLevel level, Limits limits) {
        return inRoom(level, limits, room -> FessSearch.solve(room, limits));
    }

    /** A search of the level's room, unless the room's tables alone would not fit or the limits stop their making. */
    private static Result inRoom(SokobanLevel level, Limits limits, Function<SokobanRoom, Result> search) {
        // refuse a level whose room's tables alone would not fit
        long floors = 0;
        long goals = 0;
        for (int cell = 0; cell < level.cells(); cell++) {
            floors += level.wall(cell) ? 0 : 1;
            goals += level.goal(cell) ? 1 : 0;
        }
        if (floors > MAX_FLOORS) {
            // no published level comes near
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
        return search.apply(room);
    }

    /** The number of feature spaces in the fast search's portfolio. */
    static int spaces() {
        return Portfolio.SPACES.size();
    }

    /** The fast search in the portfolio's space {@code k} alone (tests check each space against breadth first). */
    static Result fastIn(int k, SokobanLevel level, SearchOptions options, Limits limits) {
        return PushSearch.inSpace(new SokobanRoom(level), options, limits, Portfolio.SPACES.get(k));
    }
}
