package org.gridpuzzle.domain.sokoban.internal.fess;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.gridpuzzle.domain.search.internal.LongArrayKey;
import org.gridpuzzle.domain.search.internal.MemoryAccount;

/**
 * The packing plan's backward search as a {@link FessGame} in pull mode ([Draft] §6): a position is the boxes on the
 * board, the start squares used and the player's region; its moves pull one box as far as it goes or take a box on a
 * free start square home ({@link BackwardMoves}); it is solved when no box is left. Its feature cell is (boxes on the
 * board, boxes on goals), fewer of each better. A move taking a box home or the advised pull weighs 0, any other 1;
 * ties go to the result whose boxes stand farther from the goals, or with {@code homeFirst} to a move taking a box
 * home. A position is judged as an answer ({@link #rank}) by its boxes on the board, fewer better, then by their
 * distance from the goals, greater better. A move is dead when no matching of the boxes left to the starts left
 * serves its result ({@link StartMatching}), known when its result was made before.
 * <p>
 * With {@code eliminationsOnly} (the draft's rule 1: "if such a move is available, the packing plan computation prunes
 * all other moves") a position that can take a box home lists only such moves. Here a start takes one box, not a
 * room's worth, so taking the wrong box home can lose a plan the pulls would have found: off by default (measured:
 * XSokoban 90 whole plans either way with 4,499 positions against 10,140, but the reachability paper's ten files 779
 * whole plans against 782).
 */
final class ParkingGame implements FessGame {

    /** The advisor tag of the packing-plan advisor's pull. */
    static final int ADVISED_PULL = 0;
    /** The tag of a move taking a box home (weight 0 as well: the draft's rule 1 prefers it). */
    static final int HOME = 1;

    private final PlanFloor floor;
    private final int cells;
    private final int words;
    private final MemoryAccount memory;
    private final boolean homeFirst;
    private final boolean eliminationsOnly;
    private final long maxWork;
    private final FloodMarks marks;
    private final StartMatching starts;
    private final BackwardMoves moves;
    private final int[] goalDistance;

    private final List<long[]> keys = new ArrayList<>();
    /** Per position: the cell of the box each start serves, or −1. */
    private final List<int[]> matchOf = new ArrayList<>();
    private final Map<LongArrayKey, Integer> seen = new HashMap<>();
    private int[] onBoardOf = new int[64];
    private int[] onGoalsOf = new int[64];
    private int[] scoreOf = new int[64];
    private boolean unsolvable;
    /** Whether the roots are in: the work limit is read from the first move on, so there is always a position. */
    private boolean rooted;

    /**
     * Sets the search up: each start's lone-box reach (the stop flag is read once per start: many take a while) and
     * the goal distances, all charged to {@code memory}. Work beyond {@code maxWork} flood steps ends the search.
     */
    ParkingGame(PlanFloor floor, BooleanSupplier stop, MemoryAccount memory, boolean reuseStarts, boolean homeFirst,
            boolean eliminationsOnly, long maxWork) {
        this.floor = floor;
        this.cells = floor.floors;
        this.words = (cells + 63) >>> 6;
        this.memory = memory;
        this.homeFirst = homeFirst;
        this.eliminationsOnly = eliminationsOnly;
        this.maxWork = maxWork;
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
                throw new Halted();
            }
            reach[s] = LoneBoxReach.from(marks, startList[s], pushable);
        }
        this.starts = new StartMatching(floor, marks, reach, startList, reuseStarts);
        this.goalDistance = LoneBoxReach.goalDistances(floor);
        this.moves = new BackwardMoves(marks, memory, starts, pushable, goalDistance);
    }

    /** The stop flag, read while the search is set up: no position yet, so no plan. */
    static final class Halted extends RuntimeException {

        private static final long serialVersionUID = 1L;

        Halted() {
            super("stopped while setting up", null, false, false);
        }
    }

    /** A root per region of the solved position (the player may end in any), unless no start serves some goal. */
    @Override
    public void roots(RootSink sink) {
        long[] solved = new long[2 * words + 1];
        for (int g = 0; g < cells; g++) {
            solved[g >>> 6] |= floor.goal[g] ? 1L << g : 0;
        }
        boolean[] named = new boolean[cells];
        for (int x = 0; x < cells && !unsolvable; x++) {
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
                    unsolvable = true; // the same boxes in every root: none has a matching
                } else {
                    int p = register(key, match);
                    sink.root(p, cell(onBoardOf[p], onGoalsOf[p]), scoreOf[p]);
                }
            }
        }
        rooted = true;
    }

    @Override
    public void listMoves(int state, MoveSink sink) {
        long[] key = keys.get(state);
        int score = scoreOf[state];
        marks.load(key);
        int first = moves.count;
        moves.list(key, score);
        boolean onlyHome = false;
        for (int m = first; eliminationsOnly && !onlyHome && m < moves.count; m++) {
            onlyHome = moves.home[m];
        }
        for (int m = first; m < moves.count; m++) {
            boolean home = moves.home[m];
            if (onlyHome && !home) {
                continue;
            }
            boolean advised = m == moves.advised;
            long tie = home && homeFirst ? Long.MAX_VALUE : moves.scoreAfter(m, score);
            int onBoard = onBoardOf[state] - (home ? 1 : 0);
            int onGoals = onGoalsOf[state] - (floor.goal[moves.from[m]] ? 1 : 0)
                    + (!home && floor.goal[moves.to[m]] ? 1 : 0);
            sink.move(m, cell(onBoard, onGoals), home || advised ? 0 : 1, tie,
                    home ? HOME : advised ? ADVISED_PULL : NO_ADVISOR);
        }
    }

    /**
     * Plays move {@code m} of position {@code state}. Once the work is spent every move is refused as known, at no
     * cost, until the engine reads its budget ({@link #outOfWork}) and stops: no position is added after that point.
     */
    @Override
    public int play(int state, int m) {
        if (outOfWork()) {
            return KNOWN;
        }
        long[] key = keys.get(state).clone();
        key[moves.from[m] >>> 6] &= ~(1L << moves.from[m]);
        if (moves.home[m]) {
            starts.use(key, moves.to[m]);
        } else {
            key[moves.to[m] >>> 6] |= 1L << moves.to[m];
        }
        marks.load(key);
        key[2 * words] = marks.flood(moves.player[m], -1, marks.fresh());
        if (seen.containsKey(new LongArrayKey(key))) {
            return KNOWN;
        }
        int[] match = starts.child(matchOf.get(state), key, moves.from[m], moves.to[m], moves.home[m]);
        return match == null ? DEAD : register(key, match);
    }

    @Override
    public boolean solved(int state) {
        return onBoardOf[state] == 0;
    }

    /** Cells are {@link #cell} numbers, lower better. */
    @Override
    public int compareCells(int a, int b) {
        return Integer.compare(b, a);
    }

    /** Fewer boxes on the board, then boxes farther from the goals. */
    @Override
    public long rank(int state, long score) {
        return ((long) (cells - onBoardOf[state]) << 32) + scoreOf[state];
    }

    /** Whether the flood steps allowed (the setup's among them) are spent, once the roots are in. */
    boolean outOfWork() {
        return rooted && marks.work >= maxWork;
    }

    /** Whether no start serves some goal: the level cannot be solved, and there is no plan. */
    boolean unsolvable() {
        return unsolvable;
    }

    /** The path of a search on this game, played forwards. */
    PackingPlan plan(FessPath path, boolean complete) {
        return PlanSteps.plan(path, keys.get(path.last()), moves, words, complete);
    }

    private int cell(int onBoard, int onGoals) {
        return onBoard * (cells + 1) + onGoals;
    }

    /** A new position whose boxes are loaded in the marks: its number. */
    private int register(long[] key, int[] match) {
        int p = keys.size();
        memory.take(8L * key.length + 4L * match.length + 112);
        keys.add(key);
        matchOf.add(match);
        seen.put(new LongArrayKey(key), p);
        if (p == onBoardOf.length) {
            memory.take(12L * p);
            onBoardOf = Arrays.copyOf(onBoardOf, 2 * p);
            onGoalsOf = Arrays.copyOf(onGoalsOf, 2 * p);
            scoreOf = Arrays.copyOf(scoreOf, 2 * p);
        }
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
        onGoalsOf[p] = onGoals;
        scoreOf[p] = score;
        return p;
    }
}
