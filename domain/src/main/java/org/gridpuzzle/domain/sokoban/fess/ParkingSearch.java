package org.gridpuzzle.domain.sokoban.fess;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.gridpuzzle.domain.search.LongArrayKey;
import org.gridpuzzle.domain.search.MemoryAccount;
import org.gridpuzzle.domain.search.MemoryBudgetException;

/**
 * FESS's packing plan, found as the draft's section 6 computes it: backwards from the solved position over whole
 * positions (every box, the player's region), each move pulling one box as far as it goes with the others standing
 * still ({@link BackwardMoves}). A box pulled onto a start square not used yet may be taken off the board (the square
 * is then used); the search ends when every box got home. Positions are kept only while the boxes left can still be
 * matched to the starts left ({@link StartMatching}). Moves are chosen as FESS chooses: feature cells (boxes on the
 * board, boxes on goals) taken in turn, a new cell first; a position joins its best ancestor's cell; within a cell the
 * move of least weight (a move taking a box home or the advised pull 0, any other 1), ties to the position whose boxes
 * stand farthest from the goals, or with {@code homeFirst} to a move taking a box home. The best position reached
 * (fewest boxes on the board, then farthest from the goals), played forwards, is the plan ({@link PlanSteps}).
 * <p>
 * Work is bounded by positions and flood steps, and by the memory given; the stop flag is read once per start square
 * while the search is set up, then once per position.
 */
public final class ParkingSearch {

    /** Positions made at most (each one expansion). */
    static final int MAX_POSITIONS = 20_000;
    /** Flood steps at most: about half a second. */
    static final long MAX_WORK = 60_000_000L;
    /** Larger floors get no plan (the pull tables grow with the square of the floor). */
    public static final int MAX_FLOORS = 600;

    private final PlanFloor floor;
    private final int cells;
    private final int words;
    private final BooleanSupplier stop;
    private final MemoryAccount memory;
    private final boolean homeFirst;
    private final int maxPositions;
    private final FloodMarks marks;
    private final StartMatching starts;
    private final BackwardMoves moves;
    private final int[] goalDistance;

    private final List<long[]> keys = new ArrayList<>();
    /** Per position: the cell of the box each start serves, or −1. */
    private final List<int[]> matchOf = new ArrayList<>();
    private final Map<LongArrayKey, Integer> seen = new HashMap<>();
    private int[] parent = new int[64];
    private int[] viaMove = new int[64];
    private int[] cellOf = new int[64];
    private int[] scoreOf = new int[64];
    private int[] onBoardOf = new int[64];

    private final List<MoveHeap> open = new ArrayList<>();
    private final Map<Integer, Integer> cellNumber = new HashMap<>();
    private int cursor = -1;
    private int newCell = -1;

    private ParkingSearch(PlanFloor floor, BooleanSupplier stop, long bytes, boolean reuseStarts, boolean homeFirst,
            int maxPositions) {
        this.floor = floor;
        this.cells = floor.floors;
        this.words = (cells + 63) >>> 6;
        this.stop = stop;
        this.homeFirst = homeFirst;
        this.maxPositions = maxPositions;
        this.memory = MemoryAccount.open("the packing plan's backward search", bytes);
        memory.take(FloodMarks.bytes(cells) + 8L * cells);
        this.marks = new FloodMarks(floor);
        List<Integer> startCells = new ArrayList<>();
        for (int c = 0; c < cells; c++) {
            if (floor.start[c]) {
                startCells.add(c);
            }
        }
        int[] startList = startCells.stream().mapToInt(Integer::intValue).toArray();
        memory.take(8L * startList.length * words);
        boolean[] pushable = new boolean[cells];
        long[][] reach = new long[startList.length][];
        for (int s = 0; s < startList.length; s++) {
            if (stop.getAsBoolean()) {
                throw new Halted(); // each start floods the floor for every cell its box reaches: many take a while
            }
            reach[s] = LoneBoxReach.from(marks, startList[s], pushable);
        }
        this.starts = new StartMatching(floor, marks, reach, startList, reuseStarts);
        this.goalDistance = LoneBoxReach.goalDistances(floor);
        this.moves = new BackwardMoves(marks, memory, starts, pushable, goalDistance);
    }

    /**
     * The packing plan of a floor, or null when it is too large, boxes and goals differ in number, some goal no start
     * serves, or the stop flag or the memory ({@code bytes}) ended the search before it had a position.
     */
    public static PackingPlan find(PlanFloor floor, BooleanSupplier stop, long bytes) {
        return find(floor, stop, bytes, false, MAX_POSITIONS);
    }

    /** {@link #find} with the test hook and a limit on positions (tests run the search to its end). */
    static PackingPlan find(PlanFloor floor, BooleanSupplier stop, long bytes, boolean reuseStarts, int positions) {
        int starts = 0;
        for (boolean s : floor.start) {
            starts += s ? 1 : 0;
        }
        if (floor.floors > MAX_FLOORS || starts != floor.goals() || starts == 0) {
            return null;
        }
        // boxes home first keeps parks few, but some rooms need every box parked near the way in first (SokoStation 21)
        PackingPlan plan = run(floor, stop, bytes, reuseStarts, positions, true);
        return plan != null && plan.complete() || stop.getAsBoolean() ? plan
                : better(plan, run(floor, stop, bytes, reuseStarts, positions, false));
    }

    private static PackingPlan run(PlanFloor floor, BooleanSupplier stop, long bytes, boolean reuseStarts,
            int positions, boolean homeFirst) {
        try {
            return new ParkingSearch(floor, stop, bytes, reuseStarts, homeFirst, positions).run();
        } catch (MemoryBudgetException | Halted e) {
            return null;
        }
    }

    /** The stop flag, read while the search is set up: no position yet, so no plan. */
    private static final class Halted extends RuntimeException {

        private static final long serialVersionUID = 1L;

        Halted() {
            super("stopped while setting up", null, false, false);
        }
    }

    /** The plan of the two that took more boxes home (the first when equal). */
    private static PackingPlan better(PackingPlan a, PackingPlan b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        return b.complete() && !a.complete() || b.home() > a.home() ? b : a;
    }

    private PackingPlan run() {
        if (stop.getAsBoolean()) {
            return null;
        }
        int best = -1;
        try {
            long[] solved = new long[2 * words + 1];
            for (int g = 0; g < cells; g++) {
                solved[g >>> 6] |= floor.goal[g] ? 1L << g : 0;
            }
            // a root per region of the solved position: the player may end in any
            boolean[] named = new boolean[cells];
            for (int x = 0; x < cells; x++) {
                marks.load(solved);
                if (!floor.goal[x] && !named[x]) {
                    int id = marks.fresh();
                    long[] key = solved.clone();
                    key[2 * words] = marks.flood(x, -1, id);
                    for (int y = 0; y < cells; y++) {
                        named[y] |= marks.reachedPlain(y, id);
                    }
                    int[] match = starts.root(key, cells);
                    if (match == null) {
                        return null; // no start serves some goal: the level cannot be solved
                    }
                    best = better(add(key, -1, -1, match), best);
                }
            }
            while (best >= 0 && onBoardOf[best] > 0 && keys.size() < maxPositions
                    && (marks.work < MAX_WORK || maxPositions == Integer.MAX_VALUE) && !stop.getAsBoolean()) {
                int m = nextMove();
                if (m < 0) {
                    break; // every position expanded
                }
                int p = play(m);
                best = p >= 0 ? better(p, best) : best;
            }
        } catch (MemoryBudgetException e) {
            // the positions so far are the answer
        }
        return best < 0 ? null : new PlanSteps(keys::get, parent, viaMove, moves, words).plan(best,
                onBoardOf[best] == 0);
    }

    /** The better of two positions as a plan: fewer boxes on the board, then boxes farther from the goals. */
    private int better(int a, int b) {
        if (b < 0) {
            return a;
        }
        if (onBoardOf[a] != onBoardOf[b]) {
            return onBoardOf[a] < onBoardOf[b] ? a : b;
        }
        return scoreOf[a] > scoreOf[b] ? a : b;
    }

    /** The least move of the next cell in turn (a cell made since the last move goes first), or −1. */
    private int nextMove() {
        if (newCell >= 0) {
            cursor = newCell;
            newCell = -1;
            if (!open.get(cursor).isEmpty()) {
                return open.get(cursor).pop();
            }
        }
        for (int tries = 0; tries < open.size(); tries++) {
            cursor = cursor + 1 >= open.size() ? 0 : cursor + 1;
            if (!open.get(cursor).isEmpty()) {
                return open.get(cursor).pop();
            }
        }
        return -1;
    }

    /** Plays move m from its position: the new position's number, or −1 when it was met or cannot finish. */
    private int play(int m) {
        int from = moves.position[m];
        long[] key = keys.get(from).clone();
        key[moves.from[m] >>> 6] &= ~(1L << moves.from[m]);
        if (moves.home[m]) {
            starts.use(key, moves.to[m]);
        } else {
            key[moves.to[m] >>> 6] |= 1L << moves.to[m];
        }
        marks.load(key);
        key[2 * words] = marks.flood(moves.player[m], -1, marks.fresh());
        if (seen.containsKey(new LongArrayKey(key))) {
            return -1;
        }
        int[] match = starts.child(matchOf.get(from), key, moves.from[m], moves.to[m], moves.home[m]);
        return match == null ? -1 : add(key, from, m, match);
    }

    /** Adds a position made from {@code from} by move {@code move} (−1 both: a root), and lists its moves. */
    private int add(long[] key, int from, int move, int[] match) {
        int p = keys.size();
        memory.take(8L * key.length + 4L * match.length + 112);
        keys.add(key);
        matchOf.add(match);
        seen.put(new LongArrayKey(key), p);
        if (p == parent.length) {
            memory.take(20L * p);
            parent = Arrays.copyOf(parent, 2 * p);
            viaMove = Arrays.copyOf(viaMove, 2 * p);
            cellOf = Arrays.copyOf(cellOf, 2 * p);
            scoreOf = Arrays.copyOf(scoreOf, 2 * p);
            onBoardOf = Arrays.copyOf(onBoardOf, 2 * p);
        }
        parent[p] = from;
        viaMove[p] = move;
        marks.load(key);
        int onBoard = 0;
        int onGoals = 0;
        int score = 0;
        for (int x = 0; x < cells; x++) {
            if (marks.occupied[x] != 0) {
                onBoard++;
                onGoals += floor.goal[x] ? 1 : 0;
                score += goalDistance[x];
            }
        }
        onBoardOf[p] = onBoard;
        scoreOf[p] = score;
        int own = onBoard * (cells + 1) + onGoals;
        // FESS: a position no better than its parent's cell joins that cell (a worse one would get time of its own)
        cellOf[p] = from < 0 || own < cellOf[from] ? own : cellOf[from];
        int weight = move < 0 ? 0 : moves.weight[move];
        int first = moves.count;
        moves.list(p, key, score);
        MoveHeap heap = cellHeap(cellOf[p]);
        for (int m = first; m < moves.count; m++) {
            int w = MoveHeap.weightOf(weight + (moves.home[m] || m == moves.advised ? 0 : 1));
            moves.weight[m] = w;
            int tie = moves.home[m] && homeFirst ? Integer.MAX_VALUE : moves.scoreAfter(m, score);
            heap.push(w, MoveHeap.scoreOf(tie), m);
        }
        return p;
    }

    private MoveHeap cellHeap(int feature) {
        Integer k = cellNumber.get(feature);
        if (k == null) {
            k = open.size();
            cellNumber.put(feature, k);
            open.add(new MoveHeap(memory));
            newCell = k;
        }
        return open.get(k);
    }
}
