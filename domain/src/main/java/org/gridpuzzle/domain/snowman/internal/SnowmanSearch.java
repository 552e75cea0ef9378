package org.gridpuzzle.domain.snowman.internal;

import org.gridpuzzle.domain.snowman.SnowmanReplayResult;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.SnowmanState;
import org.gridpuzzle.domain.snowman.SnowmanRules;
import org.gridpuzzle.domain.snowman.SnowmanStep;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.search.internal.BestFirstSearch;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.gridpuzzle.domain.search.MemoryBudget;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.gridpuzzle.domain.search.StopReason;
import org.gridpuzzle.domain.search.StoppedException;

/**
 * Snowman by heuristic search over ball moves, with walking abstracted as in the planners' sequential encodings:
 * a state is the stacks, the snow and the region the character can walk in (named by its smallest floor cell), and
 * a ball move is legal when the character can reach the cell behind the ball. The same core as the Sokoban search
 * ({@link BestFirstSearch}): A* with reopening for the fewest ball moves
 * (the least open priority is a proved bound when a limit stops it), or weighted best-first for a plan fast; the
 * bound is {@link SnowmanBound}, and states it proves dead are cut.
 */
final class SnowmanSearch {

    /** The ball-move counterpart of the Sokoban search's result. */
    public record Result(String moves, int ballMoves, boolean optimal, int lowerBound, boolean exhausted, String stopped,
            long states, long expanded, long bytes) {
    }

    private static final int SNOW = 3;

    private final SnowmanLevel level;
    private final SnowmanFloor floor;
    private final SearchOptions options;
    private final SnowmanBound bound;
    /**
     * The run's clock, read between the set-up's steps, before each child and by the bound itself: a child's bound
     * walks every floor cell three times per ball, and a clock read every 16 expansions let a 400 × 400 field run
     * 1.9 s past its limit.
     */
    private final Budget budget;
    private final int[] stack;
    private final boolean[] snow;
    private final long[] zobrist;
    private final long[] playerZobrist;
    private final long[] bits;
    private final int[] seen;
    private final int[] queue;
    private final int[] ballCells;
    private final int[] legal;
    private int ballCellCount;
    private int snowLeft;
    private int stamp;
    private BestFirstSearch search;

    /** The bytes of the per-cell tables of the search and its floor, for a level of {@code cells} cells. */
    private static long tableBytes(int cells) {
        return 128L * cells + 1024;
    }

    private SnowmanSearch(SnowmanLevel level, SearchOptions options, MemoryAccount memory, Budget budget) {
        this.level = level;
        this.floor = new SnowmanFloor(level);
        this.options = options;
        this.budget = budget;
        checkClock();
        int balls = level.start().ballCount();
        this.bound = new SnowmanBound(floor, balls, memory).watching(budget);
        checkClock();
        int f = floor.floors;
        stack = new int[f];
        snow = new boolean[f];
        SplittableRandom random = new SplittableRandom(0x5A0C_BA11L);
        zobrist = new long[4 * f];
        playerZobrist = new long[f];
        for (int i = 0; i < zobrist.length; i++) {
            zobrist[i] = random.nextLong();
        }
        for (int i = 0; i < f; i++) {
            playerZobrist[i] = random.nextLong();
        }
        bits = new long[(4 * f + 63) >>> 6];
        seen = new int[f];
        queue = new int[f];
        ballCells = new int[f];
        legal = new int[4 * f];
    }

    /**
     * The search within {@code limits}; its tables are charged to the memory budget before they are made, so a level
     * whose tables alone do not fit answers a memory stop at once (no plan, the start's Φ as its bound, the tables'
     * size in the reason).
     */
    public static Result solve(SnowmanLevel level, SearchOptions options, Limits limits) {
        Budget budget = limits.start();
        MemoryAccount memory = MemoryAccount.open("the Snowman search's states",
                limits.memoryOr(MemoryBudget.SEARCH_DEFAULT));
        SnowmanSearch search;
        try {
            if (!budget.check()) {
                throw new StoppedException(budget.stopReason()); // spent before it starts: no table at all
            }
            memory.take(tableBytes(level.rows() * level.cols()));
            search = new SnowmanSearch(level, options, memory, budget);
        } catch (MemoryBudgetException e) {
            return new Result(null, -1, false, startPhi(level), false, String.format(Locale.ROOT,
                    "memory budget of %d MiB reached: %s", Math.max(1, e.budget() >> 20), e.getMessage()), 0, 0,
                    memory.used());
        } catch (StoppedException e) {
            // no state yet: the set-up took the time (a caller may give what is left to a phase without these tables)
            return new Result(null, -1, false, startPhi(level), false, reason(e.reason()), 0, 0, memory.used());
        }
        return search.run(memory);
    }

    /**
     * Φ of the start, read off the level with no table (a search refused or stopped in its set-up still proves it):
     * growth still needed + occupied cells − snowmen; 0 when no plan can exist (the search finds that out).
     */
    static int startPhi(SnowmanLevel level) {
        SnowmanState start = level.start();
        int balls = 0;
        int units = 0;
        int occupied = 0;
        for (int cell = 0; cell < level.rows() * level.cols(); cell++) {
            int m = start.balls(cell);
            balls += Integer.bitCount(m);
            units += Integer.bitCount(m & SnowmanLevel.MEDIUM) + 2 * Integer.bitCount(m & SnowmanLevel.LARGE);
            occupied += m != 0 ? 1 : 0;
        }
        return Math.max(0, balls - units + occupied - balls / 3);
    }

    /** Throws {@link StoppedException} once the run's budget is spent (between the set-up's steps over every cell). */
    private void checkClock() {
        if (!budget.check()) {
            throw new StoppedException(budget.stopReason());
        }
    }

    private Result run(MemoryAccount memory) {
        SnowmanState start = level.start();
        for (int f = 0; f < floor.floors; f++) {
            stack[f] = start.balls(floor.cellOf[f]);
            snow[f] = start.snow(floor.cellOf[f]);
        }
        encode();
        int h;
        try {
            h = bound();
        } catch (StoppedException e) {
            int phi = bound.phi(stack, snowLeft); // stopped in the start's bound: Φ is proved all the same
            return new Result(null, -1, false, phi >= SnowmanFloor.FAR ? 0 : phi, false, reason(e.reason()), 0, 0,
                    memory.used());
        }
        int region = region(floor.floorOf[start.agent()]);
        search = new BestFirstSearch("the Snowman search", bits.length * 64, options, memory);
        BestFirstSearch.Outcome o = search.run(bits, region, hash(region), h, options.knownLowerBound(), budget,
                () -> { }, this::expand);
        if (o.goal() >= 0) {
            return solved(o.goal(), o.lowerBound(), o);
        }
        return new Result(null, -1, false, o.lowerBound(), o.exhausted(), o.stopped(), o.states(), o.expanded(),
                o.bytes());
    }

    private int bound() {
        int h = bound.of(stack, snow, snowLeft);
        return h >= SnowmanFloor.FAR ? BestFirstSearch.DEAD_END : h;
    }

    /** Offers the ball moves of state id (decoded from bits). */
    private int expand(int id, int g) {
        decode();
        region(search.states().player(id));
        int reachStamp = stamp;
        // listed first: the children's region searches reuse the marks (a finished snowman is refused by the rules)
        int moves = 0;
        for (int k = 0; k < ballCellCount; k++) {
            int t = ballCells[k];
            for (int d = 0; d < 4; d++) {
                int p = floor.step(t, d ^ 2);
                if (p >= 0 && seen[p] == reachStamp && floor.step(t, d) >= 0) {
                    legal[moves++] = 4 * p + d;
                }
            }
        }
        try {
            for (int k = 0; k < moves; k++) {
                if (!budget.check()) {
                    return -1; // the search sees the spent budget and stops with what it proved before this expansion
                }
                int child = child(id, g, legal[k] >>> 2, legal[k] & 3);
                if (child >= 0) {
                    return child;
                }
            }
        } catch (StoppedException e) {
            return -1; // the bound saw it part-way (the child put back what it changed): the same
        }
        return -1;
    }

    private static String reason(StopReason reason) {
        return switch (reason) {
            case CANCELLED -> "cancelled";
            case NODE_LIMIT -> "node limit";
            case MEMORY_LIMIT -> "memory budget";
            case TIME_LIMIT -> "time limit";
        };
    }

    /** The ball move of the character on p in direction d, if legal; returns a solved child in FAST mode. */
    private int child(int id, int g, int p, int d) {
        int t = floor.step(p, d);
        int u = floor.step(t, d);
        int here = stack[t];
        int there = stack[u];
        boolean snowy = snow[u];
        int push = SnowmanRules.push(here, there, snowy);
        SnowmanStep.Kind kind = SnowmanRules.kindOf(push);
        if (kind == SnowmanStep.Kind.BLOCKED) {
            return -1;
        }
        stack[t] = SnowmanRules.leftOf(push);
        stack[u] = SnowmanRules.landedOf(push);
        snow[u] = false;
        int player = kind == SnowmanStep.Kind.POP ? p : t; // a pop leaves the character where it stands
        try {
            encode();
            int region = region(player);
            long hash = hash(region);
            int via = 4 * p + d;
            if (search.revisit(bits, region, hash, g, id, via)) {
                return -1;
            }
            return search.add(bits, region, hash, g, bound(), id, via, 0);
        } finally {
            stack[t] = here;
            stack[u] = there;
            snow[u] = snowy;
        }
    }

    /** Writes stack and snow into bits (one plane per size, one for snow) and counts the snow. */
    private void encode() {
        Arrays.fill(bits, 0L);
        int n = floor.floors;
        snowLeft = 0;
        for (int f = 0; f < n; f++) {
            int m = stack[f];
            for (int size = 0; size < 3; size++) {
                if ((m & (1 << size)) != 0) {
                    set(size * n + f);
                }
            }
            if (snow[f]) {
                set(SNOW * n + f);
                snowLeft++;
            }
        }
    }

    private void set(int bit) {
        bits[bit >>> 6] |= 1L << bit;
    }

    private boolean get(int bit) {
        return (bits[bit >>> 6] & (1L << bit)) != 0;
    }

    /** Reads stack, snow and the ball cells back from bits. */
    private void decode() {
        int n = floor.floors;
        ballCellCount = 0;
        snowLeft = 0;
        for (int f = 0; f < n; f++) {
            int m = 0;
            for (int size = 0; size < 3; size++) {
                if (get(size * n + f)) {
                    m |= 1 << size;
                }
            }
            stack[f] = m;
            if (m != 0) {
                ballCells[ballCellCount++] = f;
            }
            snow[f] = get(SNOW * n + f);
            snowLeft += snow[f] ? 1 : 0;
        }
    }

    private long hash(int region) {
        long h = playerZobrist[region];
        for (int w = 0; w < bits.length; w++) {
            long word = bits[w];
            while (word != 0) {
                h ^= zobrist[(w << 6) + Long.numberOfTrailingZeros(word)];
                word &= word - 1;
            }
        }
        return h;
    }

    /** Marks the character's region from floor cell {@code from} with a new stamp; returns its smallest cell. */
    private int region(int from) {
        stamp++;
        int head = 0;
        int tail = 0;
        queue[tail++] = from;
        seen[from] = stamp;
        int least = from;
        while (head < tail) {
            int x = queue[head++];
            for (int d = 0; d < 4; d++) {
                int y = floor.step(x, d);
                if (y >= 0 && seen[y] != stamp && stack[y] == 0) {
                    seen[y] = stamp;
                    queue[tail++] = y;
                    least = Math.min(least, y);
                }
            }
        }
        return least;
    }

    private Result solved(int goal, int lower, BestFirstSearch.Outcome o) {
        int[] ballMoves = search.path(goal);
        StringBuilder moves = new StringBuilder();
        SnowmanState s = level.start();
        for (int k = 0; k < ballMoves.length; k++) {
            int p = floor.cellOf[ballMoves[k] >>> 2];
            Direction d = SnowmanFloor.DIRECTIONS[ballMoves[k] & 3];
            String walk = SnowmanWalks.to(level, s, p);
            if (walk == null) {
                throw new IllegalStateException("the search's plan walks through a ball at move " + (k + 1));
            }
            moves.append(walk).append(Character.toUpperCase(d.letter()));
            s = SnowmanRules.step(level, s.withAgent(p), d).after();
        }
        String plan = moves.toString();
        SnowmanReplayResult replay = SnowmanReplay.play(level, plan);
        int n = ballMoves.length;
        if (!replay.ok() || !SnowmanReplay.solved(level, replay.state()) || replay.ballMoves() != n) {
            throw new IllegalStateException("the search's plan does not solve the level: " + plan);
        }
        boolean optimal = search.optimal(n, lower);
        return new Result(plan, n, optimal, optimal ? n : lower, false, null, o.states(), o.expanded(), o.bytes());
    }
}
