package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntBinaryOperator;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.planning.internal.GameEncoding;

/**
 * Cells from which no sequence of pushes can bring a box to any goal, even with every other box gone:
 * the complement of the cells reached from the goals by pulls (a box at x came from x − d when both
 * x − d and x − 2d are floor, the player standing on x − 2d). Corners and wall runs without goals are
 * among them. A box on a dead square means the level can no longer be solved, which the planners use as
 * pruning.
 */
public final class DeadSquares {

    private static final Direction[] DIRECTIONS = Direction.values();

    private DeadSquares() {
    }

    public static boolean[] of(SokobanLevel level) {
        int[] distance = pushDistances(level);
        boolean[] dead = new boolean[distance.length];
        for (int cell = 0; cell < dead.length; cell++) {
            dead[cell] = !level.wall(cell) && distance[cell] < 0;
        }
        return dead;
    }

    /**
     * The fewest pushes that bring a box from each cell to some goal with no other box in the way and the
     * player wherever it needs to be (so a lower bound in every real position); -1 for dead squares and walls.
     */
    public static int[] pushDistances(SokobanLevel level) {
        List<Integer> goals = new ArrayList<>();
        for (int cell = 0; cell < level.cells(); cell++) {
            if (level.goal(cell)) {
                goals.add(cell);
            }
        }
        return pullDistances(level, goals);
    }

    /** Boxes beyond this use the sum of nearest-goal distances instead of an exact assignment. */
    private static final int MATCHING_BOXES = 16;

    /**
     * A lower bound on the pushes of any solution: the cheapest assignment of the boxes to distinct goals,
     * each costing its push distance with the other boxes ignored (exact over subsets of goals up to 16
     * boxes, else each box to its nearest goal). {@link GameEncoding#UNSOLVABLE} when some box can reach no
     * goal it could be given. Linear in the cells beyond 16 boxes (one pull search from all the goals at once; a
     * search per goal took 0.7 s for 900 boxes, before any phase and its clock), 16 searches and 2^16 subsets below.
     */
    public static int matchingBound(SokobanLevel level) {
        return assignmentBound(level, Integer::sum);
    }

    /**
     * A lower bound on the parallel steps of any solution, where a step moves each box at most once: the
     * assignment of boxes to distinct goals whose farthest box is nearest (the bottleneck assignment;
     * beyond 16 boxes the farthest box from its nearest goal). {@link GameEncoding#UNSOLVABLE} as above.
     */
    public static int bottleneckBound(SokobanLevel level) {
        return assignmentBound(level, Math::max);
    }

    /** The best assignment of boxes to distinct goals when the push distances of its pairs are combined by {@code combine}. */
    private static int assignmentBound(SokobanLevel level, IntBinaryOperator combine) {
        int n = level.cells();
        List<Integer> boxes = new ArrayList<>();
        List<Integer> goals = new ArrayList<>();
        for (int cell = 0; cell < n; cell++) {
            if (level.start().box(cell)) {
                boxes.add(cell);
            }
            if (level.goal(cell)) {
                goals.add(cell);
            }
        }
        int unreachable = GameEncoding.UNSOLVABLE;
        if (boxes.size() > MATCHING_BOXES) {
            // each box to its nearest goal: the pull search from every goal at once gives the least over the goals
            int[] nearest = pullDistances(level, goals);
            int total = 0;
            for (int b : boxes) {
                total = Math.min(combine.applyAsInt(total, nearest[b] < 0 ? unreachable : nearest[b]), unreachable);
            }
            return total;
        }
        int[][] cost = new int[boxes.size()][goals.size()];
        for (int g = 0; g < goals.size(); g++) {
            int[] d = pullDistances(level, List.of(goals.get(g)));
            for (int b = 0; b < boxes.size(); b++) {
                cost[b][g] = d[boxes.get(b)] < 0 ? unreachable : d[boxes.get(b)];
            }
        }
        int[] best = new int[1 << goals.size()];
        Arrays.fill(best, unreachable);
        best[0] = 0;
        for (int mask = 0; mask < best.length; mask++) {
            int b = Integer.bitCount(mask);
            if (best[mask] >= unreachable || b >= boxes.size()) {
                continue;
            }
            for (int g = 0; g < goals.size(); g++) {
                if ((mask >>> g & 1) == 0 && cost[b][g] < unreachable) {
                    best[mask | 1 << g] = Math.min(best[mask | 1 << g], combine.applyAsInt(best[mask], cost[b][g]));
                }
            }
        }
        return best[best.length - 1];
    }

    /** Pushes from each cell to the nearest of the targets with no other box around; -1 where none can be reached. */
    private static int[] pullDistances(SokobanLevel level, List<Integer> targets) {
        int n = level.cells();
        int[] distance = new int[n];
        Arrays.fill(distance, -1);
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        for (int t : targets) {
            distance[t] = 0;
            queue[tail++] = t;
        }
        while (head < tail) {
            int x = queue[head++];
            for (Direction d : DIRECTIONS) {
                int from = level.next(x, d.opposite());
                if (from < 0 || from >= n || level.wall(from) || distance[from] >= 0) {
                    continue;
                }
                int player = level.next(from, d.opposite());
                if (player >= 0 && player < n && !level.wall(player)) {
                    distance[from] = distance[x] + 1;
                    queue[tail++] = from;
                }
            }
        }
        return distance;
    }
}
