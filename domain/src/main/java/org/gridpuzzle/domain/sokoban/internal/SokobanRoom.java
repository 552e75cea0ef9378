package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import java.util.Arrays;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.StoppedException;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.sokoban.internal.fess.PlanFloor;

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
    /** The player's sides of a lone box: which it can walk between, and which one a player's cell is on. */
    private final PlayerSides sides;
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
     * The room of a level, its tables built within {@code budget} (null: none): a distance table per goal, each linear
     * in the floor, so building them looks at the clock between goals and stops with {@link StoppedException}.
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
        look();
        sides = new PlayerSides(floors, next);
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
        sides = new PlayerSides(floors, around);
        distance = new int[goals.length][];
        dead = new boolean[floors];
        measure(around, frozen);
    }

    /**
     * Fills the distances to every goal not in {@code frozen} (a frozen goal is taken: unreachable
     * for every other box) and the dead squares, over the neighbour table {@code nx}.
     */
    private void measure(int[] nx, boolean[] frozen) {
        int[] labels = new int[4 * floors];
        for (int b = 0; b < floors; b++) {
            for (int d = 0; d < 4; d++) {
                labels[4 * b + d] = sides.label(b, d);
            }
        }
        Arrays.fill(dead, true);
        for (int g = 0; g < goals.length; g++) {
            look();
            if (frozen[goals[g]]) {
                distance[g] = new int[4 * floors];
                Arrays.fill(distance[g], UNREACHABLE);
                continue;
            }
            distance[g] = LoneBoxPulls.distances(floors, goals[g], labels, nx);
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
        return 16 * floors * goals + 16 * floors + PlayerSides.bytes(floors);
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
        int side = sides.side(box, player);
        return side < 0 ? UNREACHABLE : distance[g][4 * box + side];
    }

    /** The side of the box on floor cell {@code box} that the player on {@code player} reaches, or −1. */
    int side(int box, int player) {
        return sides.side(box, player);
    }

    /** {@link #pushDistance} with the player on the box's {@code side} as {@link #side} gives it (−1: none). */
    int pushDistanceOnSide(int g, int box, int side) {
        if (goals[g] == box) {
            return 0;
        }
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

    /** Numbers the connected parts of the floor cells {@code blocked} holds 0 for, from 0; −1 for the others. */
    int[] parts(byte[] blocked) {
        int[] marks = new int[floors];
        int[] queue = new int[floors];
        int count = 0;
        for (int f = 0; f < floors; f++) {
            if (blocked[f] == 0 && marks[f] == 0) {
                flood(f, blocked, marks, ++count, queue); // part k marked k + 1, so 0 is unmarked
            }
        }
        for (int f = 0; f < floors; f++) {
            marks[f]--;
        }
        return marks;
    }
}
