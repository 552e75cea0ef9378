package org.gridpuzzle.domain.sokoban.internal.fess;

import java.util.Arrays;
import org.gridpuzzle.domain.search.internal.MemoryAccount;

/**
 * The backward search's moves, kept until they are played: each pulls one box as far as it goes with the others
 * standing still (breadth first over the box's cell and the player's region around it), to every place it reaches,
 * and a box on a start square left may be taken home. One pull per position is advised (FESS's packing-plan
 * advisor): a box off a goal as far from the goals as it gets, to a square a box can be pushed to or a start square,
 * without cutting the floor into more regions.
 */
final class BackwardMoves {

    private final FloodMarks marks;
    private final PlanFloor floor;
    private final MemoryAccount memory;
    private final StartMatching starts;
    private final boolean[] pushable;
    private final int[] goalDistance;
    private int[] queue;
    int[] from = new int[1024];
    int[] to = new int[1024];
    int[] player = new int[1024];
    boolean[] home = new boolean[1024];
    int count;
    /** The advised move of the last {@link #list}, or −1. */
    int advised;

    BackwardMoves(FloodMarks marks, MemoryAccount memory, StartMatching starts, boolean[] pushable,
            int[] goalDistance) {
        this.marks = marks;
        this.floor = marks.floor;
        this.memory = memory;
        this.starts = starts;
        this.pushable = pushable;
        this.goalDistance = goalDistance;
        this.queue = new int[64];
        memory.take(13L * from.length);
    }

    /** The score after move m of a position scoring {@code score}: its boxes' walks to the nearest goal. */
    int scoreAfter(int m, int score) {
        return score - goalDistance[from[m]] + (home[m] ? 0 : goalDistance[to[m]]);
    }

    /** Lists the moves of the position loaded in the marks, whose key is {@code key} and score {@code score}. */
    void list(long[] key, int score) {
        byte[] occupied = marks.occupied;
        int cells = marks.cells;
        int me = (int) key[key.length - 1];
        int regions = marks.regions();
        advised = -1;
        int advisedScore = Integer.MIN_VALUE;
        for (int b = 0; b < cells; b++) {
            if (occupied[b] == 0) {
                continue;
            }
            if (starts.free(key, b)) {
                add(b, b, me, true);
            }
            occupied[b] = 0;
            int base = marks.last();
            int tail = 0;
            int id = marks.fresh();
            marks.flood(me, b, id);
            queue[tail++] = b;
            queue[tail++] = id;
            for (int head = 0; head < tail;) {
                int c = queue[head++];
                int r = queue[head++];
                for (int d = 0; d < 4; d++) {
                    // a pull: the player beside the box steps away from it and the box follows onto his cell
                    int x = floor.step(c, d);
                    int y = x < 0 ? -1 : floor.step(x, d);
                    if (y < 0 || occupied[y] != 0 || !marks.reached(c, x, r) || marks.metSince(x, y, base)) {
                        continue;
                    }
                    int next = marks.fresh();
                    marks.flood(y, x, next);
                    if (tail + 2 > queue.length) {
                        queue = Arrays.copyOf(queue, 2 * queue.length);
                    }
                    queue[tail++] = x;
                    queue[tail++] = next;
                    add(b, x, y, false);
                    int pull = count - 1;
                    if (starts.free(key, x)) {
                        add(b, x, y, true);
                    }
                    int after = score - goalDistance[b] + goalDistance[x];
                    if (floor.goal[b] && after > advisedScore && (pushable[x] || floor.start[x])
                            && keepsRegions(x, regions)) {
                        advised = pull;
                        advisedScore = after;
                    }
                }
            }
            occupied[b] = 1;
        }
    }

    /** Whether a box on x (the moving box lifted) leaves the floor in at most {@code regions} regions. */
    private boolean keepsRegions(int x, int regions) {
        marks.occupied[x] = 1;
        boolean kept = marks.regions() <= regions;
        marks.occupied[x] = 0;
        return kept;
    }

    private void add(int boxFrom, int boxTo, int playerCell, boolean toHome) {
        if (count == from.length) {
            memory.take(13L * count);
            int n = 2 * count;
            from = Arrays.copyOf(from, n);
            to = Arrays.copyOf(to, n);
            player = Arrays.copyOf(player, n);
            home = Arrays.copyOf(home, n);
        }
        from[count] = boxFrom;
        to[count] = boxTo;
        player[count] = playerCell;
        home[count] = toHome;
        count++;
    }
}
