package org.gridpuzzle.domain.sokoban.internal.fess;

import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.gridpuzzle.domain.search.MemoryBudgetException;

/**
 * FESS's packing plan, found as the draft's section 6 computes it: backwards from the solved position over whole
 * positions (every box, the player's region), each move pulling one box as far as it goes with the others standing
 * still ({@link BackwardMoves}). A box pulled onto a start square not used yet may be taken off the board (the square
 * is then used); the search ends when every box got home. Positions are kept only while the boxes left can still be
 * matched to the starts left ({@link StartMatching}). The search is {@link FessEngine} on the pull-mode game
 * {@link ParkingGame}: feature cells (boxes on the board, boxes on goals) taken in turn, a new cell first
 * ({@link CellOrder#NEW_FIRST}); a position joins its best ancestor's cell; within a cell the move of least weight (a
 * move taking a box home or the advised pull 0, any other 1), ties to the position whose boxes stand farthest from the
 * goals, or with {@code homeFirst} to a move taking a box home. The best position reached (fewest boxes on the board,
 * then farthest from the goals), played forwards, is the plan ({@link PlanSteps}).
 * <p>
 * A move that comes back known or dead costs its cell the visit here (one move per visit, as this search always
 * had). Work is bounded by positions and flood steps, and by the memory given; the stop flag is read once per start
 * square while the search is set up, then every 16 moves.
 */
public final class ParkingSearch {

    /** Positions made at most (each one expansion). */
    static final int MAX_POSITIONS = 20_000;
    /** Flood steps at most: about half a second. */
    static final long MAX_WORK = 60_000_000L;
    /** Larger floors get no plan (the pull tables grow with the square of the floor). */
    public static final int MAX_FLOORS = 600;

    /**
     * How the search runs.
     *
     * @param reuseStarts the test hook: a start may take any number of boxes (the mutation the tests catch)
     * @param eliminationsOnly the draft's rule 1: a position that can take a box home has no other move
     * @param positions positions made at most
     * @param work flood steps at most
     * @param retries moves one cell visit plays while they come back known or dead ({@link FessOptions})
     */
    record Options(boolean reuseStarts, boolean eliminationsOnly, int positions, long work, int retries) {

        /** The search as {@link #find(PlanFloor, BooleanSupplier, long)} runs it. */
        static Options defaults() {
            return new Options(false, false, MAX_POSITIONS, MAX_WORK, 1);
        }

        /** Run to the end: no bound on positions or work (the tests on small rooms). */
        Options unbounded() {
            return new Options(reuseStarts, eliminationsOnly, Integer.MAX_VALUE, Long.MAX_VALUE, retries);
        }

        Options withReuseStarts(boolean value) {
            return new Options(value, eliminationsOnly, positions, work, retries);
        }

        Options withEliminationsOnly(boolean value) {
            return new Options(reuseStarts, value, positions, work, retries);
        }

        Options withRetries(int value) {
            return new Options(reuseStarts, eliminationsOnly, positions, work, value);
        }
    }

    private ParkingSearch() {
    }

    /**
     * The packing plan of a floor, or null when it is too large, boxes and goals differ in number, some goal no start
     * serves, or the stop flag or the memory ({@code bytes}) ended the search before it had a position.
     */
    public static PackingPlan find(PlanFloor floor, BooleanSupplier stop, long bytes) {
        return find(floor, stop, bytes, false);
    }

    /**
     * {@link #find(PlanFloor, BooleanSupplier, long)}, with {@code eliminationsOnly} under the draft's rule 1: while a
     * box can be taken home, no other move is made (the draft's "only eliminations").
     */
    public static PackingPlan find(PlanFloor floor, BooleanSupplier stop, long bytes, boolean eliminationsOnly) {
        return find(floor, stop, bytes, Options.defaults().withEliminationsOnly(eliminationsOnly), r -> { });
    }

    /** {@link #find} with the test hook and a limit on positions ({@link Integer#MAX_VALUE}: run to the end). */
    static PackingPlan find(PlanFloor floor, BooleanSupplier stop, long bytes, boolean reuseStarts, int positions) {
        Options options = positions == Integer.MAX_VALUE ? Options.defaults().unbounded()
                : new Options(false, false, positions, MAX_WORK, 1);
        return find(floor, stop, bytes, options.withReuseStarts(reuseStarts), r -> { });
    }

    /** The plan, each engine run's result handed to {@code runs} (the trials count positions with it). */
    static PackingPlan find(PlanFloor floor, BooleanSupplier stop, long bytes, Options options,
            Consumer<FessResult> runs) {
        int starts = 0;
        for (boolean s : floor.start) {
            starts += s ? 1 : 0;
        }
        if (floor.floors > MAX_FLOORS || starts != floor.goals() || starts == 0) {
            return null;
        }
        // boxes home first keeps parks few, but some rooms need every box parked near the way in first (SokoStation 21)
        PackingPlan plan = run(floor, stop, bytes, options, true, runs);
        return plan != null && plan.complete() || stop.getAsBoolean() ? plan
                : better(plan, run(floor, stop, bytes, options, false, runs));
    }

    private static PackingPlan run(PlanFloor floor, BooleanSupplier stop, long bytes, Options options,
            boolean homeFirst, Consumer<FessResult> runs) {
        try {
            MemoryAccount memory = MemoryAccount.open("the packing plan's backward search", bytes);
            ParkingGame game = new ParkingGame(floor, stop, memory, options.reuseStarts(), homeFirst,
                    options.eliminationsOnly(), options.work());
            if (stop.getAsBoolean()) {
                return null;
            }
            FessOptions fess = FessOptions.paper().withOrder(CellOrder.NEW_FIRST).withMaxNodes(options.positions())
                    .withRetriesPerVisit(options.retries());
            Budget budget = Limits.none().withCancellation(() -> stop.getAsBoolean() || game.outOfWork()).start();
            FessResult result = new FessEngine(game, fess, memory).run(budget);
            runs.accept(result);
            FessPath path = result.solved() ? result.solution() : result.best();
            return game.unsolvable() || path == null ? null : game.plan(path, result.solved());
        } catch (MemoryBudgetException | ParkingGame.Halted e) {
            return null;
        }
    }

    /** The plan of the two that took more boxes home (the first when equal). */
    private static PackingPlan better(PackingPlan a, PackingPlan b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        return b.complete() && !a.complete() || b.home() > a.home() ? b : a;
    }
}
