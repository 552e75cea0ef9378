package org.gridpuzzle.domain.sokoban;

import java.util.Arrays;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.StoppedException;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.sokoban.fess.PlanFloor;

/**
 * A level's floor as the search sees it: floor cells numbered 0..F−1 in row-major order, a neighbour table
 * (index {@code 4·cell + direction}, −1 for a wall), the goals, and for every goal the fewest pushes that bring a
 * lone box from each cell to it, given the side of the box the player is on. Those distances walk the player around
 * the box (a box in a corridor cannot be turned, a box the player cannot get behind stays), so they are at least
 * the plain pull distances of {@link DeadSquares}; a cell from which no goal can be reached from any side is dead.
 */
final class SokobanRoom {

    static final int UNREACHABLE = 1 << 20;
    static final Direction[] DIRECTIONS = Direction.values();

    final SokobanLevel level;
    final int floors;
    final int[] cellOf;
    final int[] floorOf;
    final int[] next;
    final boolean[] goal;
    final int[] goals;
    /**
     * distance[g][4·b + d]: pushes that bring a lone box from floor cell b to goal g with the player on b's side d
     * (equal for sides the player can walk between), {@link #UNREACHABLE} when it cannot.
     */
    private final int[][] distance;
    /** sideOf[b·F + c]: a side of b the player on c can reach with a lone box on b, or −1. */
    private final byte[] sideOf;
    /** While the tables are built: the budget whose clock they look at (null: none). */
    private Budget budget;
    final boolean[] dead;
    /** The room's packing plans, each found at most once for every search that shares the room. */
    final PackingPlans plans = new PackingPlans(this);
    /** The goal rooms of the level's start, once found (null before). */
    private GoalRooms goalRooms;

    SokobanRoom(SokobanLevel level) {
        this(level, null);
    }

    /**
     * The room of a level, its tables built within {@code budget} (null: none): the side table grows with the square
     * of the floor (a 200×200 open room took 111 s), so building it looks at the clock as it goes and stops with
     * {@link StoppedException}.
     */
    SokobanRoom(SokobanLevel level, Budget budget) {
        this.level = level;
        this.budget = budget;
        int n = level.cells();
        floorOf = new int[n];
        Arrays.fill(floorOf, -1);
        int count = 0;
        for (int cell = 0; cell < n; cell++) {
            if (!level.wall(cell)) {
                floorOf[cell] = count++;
            }
        }
        floors = count;
        cellOf = new int[floors];
        goal = new boolean[floors];
        int goalCount = 0;
        for (int cell = 0; cell < n; cell++) {
            if (floorOf[cell] >= 0) {
                cellOf[floorOf[cell]] = cell;
                goal[floorOf[cell]] = level.goal(cell);
                goalCount += level.goal(cell) ? 1 : 0;
            }
        }
        next = new int[4 * floors];
        for (int f = 0; f < floors; f++) {
            for (Direction d : DIRECTIONS) {
                next[4 * f + d.ordinal()] = floorOf[level.next(cellOf[f], d)];
            }
        }
        goals = new int[goalCount];
        for (int f = 0, k = 0; f < floors; f++) {
            if (goal[f]) {
                goals[k++] = f;
            }
        }
        look(); // before the side table: on a huge floor, allocating it alone takes a while
        sideOf = new byte[floors * floors];
        distance = new int[goalCount][];
        dead = new boolean[floors];
        measure(next, new boolean[floors]);
        this.budget = null; // built: the room outlives the budget it was built in
    }

    /**
     * The same floor with the boxes frozen on their goals in {@code frozen} turned into walls: those goals are taken
     * (no other box can be assigned to them), and the other boxes must reach the other goals around them, so the
     * distances and dead squares are those of the level as it is now. Geometry (steps) stays the level's.
     */
    SokobanRoom(SokobanRoom base, boolean[] frozen) {
        this.level = base.level;
        this.budget = null;
        this.floors = base.floors;
        this.cellOf = base.cellOf;
        this.floorOf = base.floorOf;
        this.goal = base.goal;
        this.goals = base.goals;
        this.next = base.next;
        int[] around = next.clone();
        for (int f = 0; f < floors; f++) {
            for (int d = 0; d < 4; d++) {
                int to = around[4 * f + d];
                if (frozen[f] || to >= 0 && frozen[to]) {
                    around[4 * f + d] = -1;
                }
            }
        }
        sideOf = new byte[floors * floors];
        distance = new int[goals.length][];
        dead = new boolean[floors];
        measure(around, frozen);
    }

    /**
     * Fills the side table, the distances to every goal not in {@code frozen} (a frozen goal is taken: unreachable
     * for every other box) and the dead squares, over the neighbour table {@code nx}.
     */
    private void measure(int[] nx, boolean[] frozen) {
        int[] sides = sideComponents(nx);
        Arrays.fill(dead, true);
        for (int g = 0; g < goals.length; g++) {
            look();
            if (frozen[goals[g]]) {
                distance[g] = new int[4 * floors];
                Arrays.fill(distance[g], UNREACHABLE);
                continue;
            }
            distance[g] = LoneBoxPulls.distances(floors, goals[g], sides, nx);
            for (int i = 0; i < 4 * floors; i++) {
                dead[i >>> 2] &= distance[g][i] >= UNREACHABLE;
            }
            dead[goals[g]] = false; // even a goal the player cannot get at holds a box that starts there
        }
    }

    /**
     * The goal rooms of the level's start ({@link GoalRooms#of}), found once for every search that shares the room
     * (a portfolio's spaces, a search's second run), within {@code budget} (null: none).
     *
     * @throws StoppedException when the budget runs out first (nothing is kept: a later call starts again)
     */
    synchronized GoalRooms goalRooms(Budget budget) {
        if (goalRooms == null) {
            goalRooms = GoalRooms.of(this, budget);
        }
        return goalRooms;
    }

    /** Looks at the budget's clock and flag while the tables are built; stops when a limit is reached. */
    private void look() {
        if (budget != null && !budget.check()) {
            throw new StoppedException(budget.stopReason());
        }
    }

    /** Bytes a room's tables take (for the search's memory account). */
    long bytes() {
        return bytes(floors, goals.length);
    }

    /** The same for a floor of this many cells and goals, before the room is built. */
    static long bytes(long floors, long goals) {
        return floors * floors + 16 * floors * goals + 16 * floors;
    }

    /**
     * The fewest pushes that bring the box on floor cell {@code box} to goal number {@code g} with no other box
     * around, the player standing on {@code player}: a lower bound in any position, because other boxes only take
     * room from the player, who stays on the same side of this box until it moves.
     */
    int pushDistance(int g, int box, int player) {
        if (goals[g] == box) {
            return 0;
        }
        int side = sideOf[box * floors + player];
        return side < 0 ? UNREACHABLE : distance[g][4 * box + side];
    }

    /** The same for the player standing on the box's side d (just after pushing it along the opposite direction). */
    int pushDistanceFromSide(int g, int box, int side) {
        return goals[g] == box ? 0 : distance[g][4 * box + side];
    }

    /** The floor graph alone, for the parts of FESS that need no more ({@link PlanFloor}). */
    PlanFloor planFloor() {
        boolean[] start = new boolean[floors];
        for (int f = 0; f < floors; f++) {
            start[f] = level.start().box(cellOf[f]);
        }
        return new PlanFloor(floors, next, goal, start);
    }

    int step(int floor, int direction) {
        return next[4 * floor + direction];
    }

    /** Whether floor cell c has walls on both sides across direction d (a corridor one cell wide along d). */
    boolean narrow(int c, int d) {
        return step(c, (d + 1) & 3) < 0 && step(c, (d + 3) & 3) < 0;
    }

    static int opposite(int direction) {
        return (direction + 2) & 3;
    }

    /**
     * Marks with {@code stamp} in {@code marks} the region of free floor (cells {@code blocked} holds 0 for) around
     * {@code from}, breadth first through {@code queue}; returns its smallest floor cell, which names the region.
     */
    int flood(int from, byte[] blocked, int[] marks, int stamp, int[] queue) {
        int head = 0;
        int tail = 0;
        queue[tail++] = from;
        marks[from] = stamp;
        int least = from;
        while (head < tail) {
            int x = queue[head++];
            for (int d = 0; d < 4; d++) {
                int y = step(x, d);
                if (y >= 0 && marks[y] != stamp && blocked[y] == 0) {
                    marks[y] = stamp;
                    queue[tail++] = y;
                    least = Math.min(least, y);
                }
            }
        }
        return least;
    }

    /**
     * For a box on each floor cell b, a label per side d (index {@code 4·b + d}) naming the region of the
     * player standing on b's neighbour d with b blocked; −1 where that neighbour is a wall. Equal labels: the
     * player can walk from one side to the other.
     */
    private int[] sideComponents(int[] nx) {
        int[] label = new int[4 * floors];
        int[] seen = new int[floors];
        int[] queue = new int[floors];
        int stamp = 0;
        for (int b = 0; b < floors; b++) {
            if ((b & 15) == 0) {
                look();
            }
            // a row at a time, between looks at the clock (the whole table at once took seconds on a huge floor)
            Arrays.fill(sideOf, b * floors, (b + 1) * floors, (byte) -1);
            for (int d = 0; d < 4; d++) {
                label[4 * b + d] = -1;
            }
            for (int d = 0; d < 4; d++) {
                int start = nx[4 * b + d];
                if (start < 0 || label[4 * b + d] >= 0) {
                    continue;
                }
                stamp++;
                int head = 0;
                int tail = 0;
                queue[tail++] = start;
                seen[start] = stamp;
                seen[b] = stamp;
                while (head < tail) {
                    int x = queue[head++];
                    for (int e = 0; e < 4; e++) {
                        int y = nx[4 * x + e];
                        if (y >= 0 && seen[y] != stamp) {
                            seen[y] = stamp;
                            queue[tail++] = y;
                        }
                    }
                }
                for (int e = d; e < 4; e++) {
                    int side = nx[4 * b + e];
                    if (side >= 0 && seen[side] == stamp && side != b) {
                        label[4 * b + e] = stamp;
                    }
                }
                for (int i = 0; i < tail; i++) {
                    sideOf[b * floors + queue[i]] = (byte) d;
                }
            }
        }
        return label;
    }
}
