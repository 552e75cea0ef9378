package org.gridpuzzle.domain.snowman.internal;

import org.gridpuzzle.domain.snowman.SnowmanLevel;
import java.util.Arrays;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.search.StoppedException;

/**
 * An admissible bound on the ball moves still needed, the larger of two:
 * <ul>
 *   <li>Φ = growth still needed + (occupied cells − snowmen): a roll onto snow or a stack lowers it by one and
 *       nothing lowers it more ({@link SnowmanEncoding#movesLowerBound()});</li>
 *   <li>the cheapest way to give every ball a role (large, medium, small) in a snowman standing on some cell, each
 *       ball paying at least its lone-ball moves to that cell over as many snow cells as it must grow sizes
 *       ({@link SnowmanFloor} moves, the snow as it is now). A medium or small ball's last move lands on the ball under
 *       it, so it cannot grow there: it must have grown its sizes on the way to a cell next to the snowman's, from
 *       which one more move stacks it. A ball already where its role puts it, with the larger roles under it, pays
 *       nothing; one that must leave and come back pays the round trip. The balls are split into snowmen by a
 *       dynamic programme over subsets (up to {@value #MAX_BALLS} balls; beyond that Φ alone), or, for two or three
 *       snowmen, by every partition with the snowmen on distinct cells ({@link DistinctCellSplit}).</li>
 * </ul>
 * Each ball move moves one ball one cell, so the sum over balls of their moves is the plan's length, and each
 * term is a lower bound on its ball's moves. More growth than snow left, more large balls than snowmen, or a ball
 * that can reach no cell its role needs makes a state dead ({@link SnowmanFloor#FAR}).
 */
final class SnowmanBound {

    static final int MAX_BALLS = 15;
    private static final int ROLES = 3;

    private final SnowmanFloor floor;
    private final int snowmen;
    private final int balls;
    private final int[] ballFloor;
    private final int[] ballSize;
    private final int[] ballStack;
    private final int[][][] cost;
    private final int[] triple;
    private final int[] memo;
    private final int[] walk;
    /**
     * A cache of growing walks on the snow in walkSnow: slot a mod slots holds the walk from floor cell walkFrom[slot]
     * (−1: none). One slot per floor cell when the budget allows, else fewer, and a walk evicted is found again: an
     * open field of 21,904 cells wanted 3·F² ints (5.8 GB) before the first state. A slot's array is made when it is
     * first used (charged before, all at once): made at once, a 400 × 400 field's 134 slots were 256 MB zeroed
     * before the first state, past a short time limit.
     */
    private final int[][] walks;
    private final int[] walkFrom;
    private final boolean[] walkSnow;
    /** landing[c]: the cells a lone ball can be moved onto c from (the last move of a stacked ball). */
    private final int[][] landing;
    private final int[] reached;
    /** Snowmen on distinct cells, for levels of two or three snowmen (null: the subset programme alone). */
    private final DistinctCellSplit distinct;
    /** The run's clock, read before each ball's walks (each walks every floor cell three times), or null. */
    private Budget budget;

    /**
     * The tables, charged to {@code memory} before each is made ({@link MemoryBudgetException} when even the smallest
     * do not fit); the walk cache takes at most an eighth of what is left.
     */
    SnowmanBound(SnowmanFloor floor, int balls, MemoryAccount memory) {
        this(floor, balls, memory, Integer.MAX_VALUE);
    }

    /** @param maxSlots the most walks cached (a test's small cache gives the same bounds, found again more often) */
    SnowmanBound(SnowmanFloor floor, int balls, MemoryAccount memory, int maxSlots) {
        this.floor = floor;
        this.balls = balls;
        this.snowmen = balls / ROLES;
        int f = floor.floors;
        distinct = balls > ROLES && balls <= DistinctCellSplit.MAX_BALLS ? new DistinctCellSplit(balls, f) : null;
        // the subset programme: one snowman, or four and five (beyond, Φ alone)
        boolean subsets = distinct == null && balls <= MAX_BALLS;
        long walkBytes = 4L * ROLES * f + 16;
        memory.take(4L * ROLES * balls * f + (subsets ? 4L * balls * balls * balls + 4L * (1 << balls) : 0)
                + walkBytes + 4L * (5L * f + 4) + 16L * f);
        ballFloor = new int[balls];
        ballSize = new int[balls];
        ballStack = new int[balls];
        cost = new int[ROLES][balls][f];
        triple = subsets ? new int[balls * balls * balls] : null;
        memo = subsets ? new int[1 << balls] : null;
        walk = new int[ROLES * f];
        walkSnow = new boolean[f];
        landing = landingCells(floor);
        reached = new int[f];
        int slots = (int) Math.max(1, Math.min(Math.min(f, maxSlots),
                (memory.limit() - memory.used()) / 8 / (walkBytes + 4)));
        memory.take(slots * (walkBytes + 4));
        walks = new int[slots][];
        walkFrom = new int[slots];
        Arrays.fill(walkFrom, -1);
    }

    /**
     * Reads {@code clock} while it works: a bound on a big field takes a while (160,000 cells: 20 ms quiet, ten times
     * that on a busy machine), so it stops part-way with {@link StoppedException} once the budget is spent.
     */
    SnowmanBound watching(Budget clock) {
        this.budget = clock;
        return this;
    }

    private static int[][] landingCells(SnowmanFloor floor) {
        int[][] from = new int[floor.floors][];
        int[] count = new int[floor.floors];
        for (int n = 0; n < floor.floors; n++) {
            for (int d = 0; d < 4; d++) {
                int c = floor.movedTo(n, d);
                if (c >= 0) {
                    count[c]++;
                }
            }
        }
        for (int c = 0; c < floor.floors; c++) {
            from[c] = new int[count[c]];
            count[c] = 0;
        }
        for (int n = 0; n < floor.floors; n++) {
            for (int d = 0; d < 4; d++) {
                int c = floor.movedTo(n, d);
                if (c >= 0) {
                    from[c][count[c]++] = n;
                }
            }
        }
        return from;
    }

    /**
     * @param stack the balls on each floor cell (bitmask of sizes 1, 2, 4)
     * @param snow which floor cells still have snow
     * @param snowLeft how many
     * @return the bound, {@link SnowmanFloor#FAR} when no plan can exist
     * @throws StoppedException when the budget it watches is spent part-way
     */
    int of(int[] stack, boolean[] snow, int snowLeft) {
        int phi = phi(stack, snowLeft);
        if (phi >= SnowmanFloor.FAR || triple == null && distinct == null) {
            return phi;
        }
        fillCosts(snow);
        if (distinct != null) {
            return Math.max(phi, distinct.of(cost));
        }
        if (!fillTriples()) {
            return SnowmanFloor.FAR;
        }
        Arrays.fill(memo, -1);
        return Math.max(phi, split((1 << balls) - 1));
    }

    /**
     * Φ alone, with no walk ({@link SnowmanFloor#FAR} when no plan can exist): what a stop part-way through
     * {@link #of} still proves. Lists the balls for {@link #fillCosts}.
     */
    int phi(int[] stack, int snowLeft) {
        int n = 0;
        int units = 0;
        int occupied = 0;
        int large = 0;
        int medium = 0;
        for (int f = 0; f < floor.floors; f++) {
            int m = stack[f];
            if (m == 0) {
                continue;
            }
            occupied++;
            for (int size = 0; size < ROLES; size++) {
                if ((m & (1 << size)) != 0) {
                    ballFloor[n] = f;
                    ballSize[n] = size;
                    ballStack[n] = m;
                    n++;
                    units += size;
                }
            }
            large += (m & SnowmanLevel.LARGE) != 0 ? 1 : 0;
            medium += (m & SnowmanLevel.MEDIUM) != 0 ? 1 : 0;
        }
        int growth = balls - units;
        if (large > snowmen || large + medium > 2 * snowmen || growth > snowLeft) {
            return SnowmanFloor.FAR;
        }
        return growth + occupied - snowmen;
    }

    /** cost[role][ball][cell]: the moves ball needs to end as role (0 small, 1 medium, 2 large) on cell. */
    private void fillCosts(boolean[] snow) {
        if (!Arrays.equals(snow, walkSnow)) {
            // the walks depend on the snow only: siblings that melt none share their parent's
            System.arraycopy(snow, 0, walkSnow, 0, snow.length);
            Arrays.fill(walkFrom, -1);
        }
        for (int i = 0; i < balls; i++) {
            if (budget != null && !budget.check()) {
                throw new StoppedException(budget.stopReason());
            }
            int a = ballFloor[i];
            int slot = a % walks.length;
            if (walkFrom[slot] != a) {
                if (walks[slot] == null) {
                    walks[slot] = new int[ROLES * floor.floors];
                }
                growingWalk(a, snow, walks[slot]);
                walkFrom[slot] = a;
            }
            int[] grown = walks[slot];
            for (int role = 0; role < ROLES; role++) {
                int[] row = cost[role][i];
                int grow = role - ballSize[i];
                if (grow < 0) {
                    Arrays.fill(row, SnowmanFloor.FAR);
                    continue;
                }
                int least = grow + (role < 2 ? 1 : 0);
                for (int c = 0; c < floor.floors; c++) {
                    int moves = grown[grow * floor.floors + c];
                    for (int k = grow + 1; k < ROLES; k++) {
                        moves = Math.min(moves, grown[k * floor.floors + c]);
                    }
                    reached[c] = moves;
                }
                for (int c = 0; c < floor.floors; c++) {
                    int moves = reached[c];
                    if (role < 2) {
                        // stacked: grown before the last move, which comes from a cell next to c
                        moves = SnowmanFloor.FAR;
                        for (int n : landing[c]) {
                            moves = Math.min(moves, reached[n] + 1);
                        }
                    }
                    row[c] = Math.max(Math.min(moves, SnowmanFloor.FAR), least);
                }
                // larger roles already under it: it may stay; else it must leave its cell and come back
                int under = (SnowmanLevel.SNOWMAN << (role + 1)) & SnowmanLevel.SNOWMAN;
                boolean stays = grow == 0 && (ballStack[i] & under) == under;
                row[a] = stays ? 0 : grow == 0 ? Math.max(floor.roundTrip(a), least) : row[a];
            }
        }
    }

    /**
     * grown[k·F + c]: the fewest lone-ball moves from a to c with k moves onto cells that have snow now (k capped at
     * 2, a snow cell may count twice: both only make the walk cheaper, so the bound stays a lower bound). A ball that
     * must grow g sizes makes at least g moves onto snow, and snow only melts, so it needs at least grown[g][c].
     */
    private void growingWalk(int a, boolean[] snow, int[] grown) {
        int f = floor.floors;
        Arrays.fill(grown, SnowmanFloor.FAR);
        int head = 0;
        int tail = 0;
        grown[a] = 0;
        walk[tail++] = a;
        while (head < tail) {
            int node = walk[head++];
            int k = node / f;
            int x = node % f;
            for (int d = 0; d < 4; d++) {
                int y = floor.movedTo(x, d);
                if (y < 0) {
                    continue;
                }
                int next = Math.min(ROLES - 1, k + (snow[y] ? 1 : 0)) * f + y;
                if (grown[next] == SnowmanFloor.FAR) {
                    grown[next] = grown[node] + 1;
                    walk[tail++] = next;
                }
            }
        }
    }

    /** triple[l·n² + m·n + s]: the cheapest cell for a snowman of large l, medium m, small s. */
    private boolean fillTriples() {
        boolean any = false;
        int[][] large = cost[2];
        int[][] medium = cost[1];
        int[][] small = cost[0];
        for (int l = 0; l < balls; l++) {
            for (int m = 0; m < balls; m++) {
                if (m == l) {
                    continue;
                }
                for (int s = 0; s < balls; s++) {
                    if (s == l || s == m) {
                        continue;
                    }
                    int[] cl = large[l];
                    int[] cm = medium[m];
                    int[] cs = small[s];
                    int best = SnowmanFloor.FAR;
                    for (int c = 0; c < cl.length; c++) {
                        int sum = cl[c] + cm[c] + cs[c];
                        if (sum < best) {
                            best = sum;
                        }
                    }
                    triple[(l * balls + m) * balls + s] = best;
                    any |= best < SnowmanFloor.FAR;
                }
            }
        }
        return any;
    }

    /** The cheapest split of the balls in mask into snowmen (memoised over subsets). */
    private int split(int mask) {
        if (mask == 0) {
            return 0;
        }
        if (memo[mask] >= 0) {
            return memo[mask];
        }
        int i = Integer.numberOfTrailingZeros(mask);
        int rest = mask & ~(1 << i);
        int best = SnowmanFloor.FAR;
        for (int a = rest; a != 0; a &= a - 1) {
            int j = Integer.numberOfTrailingZeros(a);
            for (int b = a & (a - 1); b != 0; b &= b - 1) {
                int k = Integer.numberOfTrailingZeros(b);
                int three = cheapest(i, j, k);
                if (three >= best) {
                    continue;
                }
                int others = split(rest & ~(1 << j) & ~(1 << k));
                best = Math.min(best, three + others);
            }
        }
        best = Math.min(best, SnowmanFloor.FAR);
        memo[mask] = best;
        return best;
    }

    private int cheapest(int i, int j, int k) {
        int n = balls;
        int best = triple[(i * n + j) * n + k];
        best = Math.min(best, triple[(i * n + k) * n + j]);
        best = Math.min(best, triple[(j * n + i) * n + k]);
        best = Math.min(best, triple[(j * n + k) * n + i]);
        best = Math.min(best, triple[(k * n + i) * n + j]);
        return Math.min(best, triple[(k * n + j) * n + i]);
    }
}
