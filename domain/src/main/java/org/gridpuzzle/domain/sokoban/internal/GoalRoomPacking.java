package org.gridpuzzle.domain.sokoban.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.StoppedException;

/**
 * One goal room's packing order and macros ({@link GoalRooms}), over its entrance cells and room cells numbered 0..n−1
 * in that order.
 */
final class GoalRoomPacking {

    private final SokobanRoom room;
    /** The run's budget, looked at before each breadth-first search (null: none). */
    private final Budget budget;
    private final int doors;
    private final int n;
    /** local[f]: the number of floor cell f here, −1 outside. */
    private final int[] local;
    private final int[] cells;
    private final boolean[] wall;
    private final int[] goals;
    private final int[] dist;
    private final int[] parent;
    private final int[] push;
    private final int[] queue;
    private final int[] next;
    private final int[] seen;
    private final int[] walk;
    private int stamp;
    int[] target;
    int[][][] macro;

    GoalRoomPacking(SokobanRoom room, int[] candidate, Budget budget) {
        this.room = room;
        this.budget = budget;
        this.doors = candidate[0];
        this.cells = Arrays.copyOfRange(candidate, 1, candidate.length);
        this.n = cells.length;
        local = new int[room.floors];
        Arrays.fill(local, -1);
        int goalCount = 0;
        for (int i = 0; i < n; i++) {
            local[cells[i]] = i;
            goalCount += room.goal[cells[i]] ? 1 : 0;
        }
        goals = new int[goalCount];
        for (int i = doors, k = 0; i < n; i++) {
            if (room.goal[cells[i]]) {
                goals[k++] = i;
            }
        }
        wall = new boolean[n];
        dist = new int[n * n];
        parent = new int[n * n];
        push = new int[n * n];
        queue = new int[n * n];
        next = new int[3 * 4 * n * n];
        seen = new int[n];
        walk = new int[n];
    }

    /**
     * Finds the order backwards; false when the room cannot be filled from its entrance. A large room with many goals
     * takes (goals² · cells²) steps, so it looks at the budget before each search of a box's pushes.
     *
     * @throws StoppedException when the budget runs out
     */
    boolean order() {
        int count = goals.length;
        target = new int[count];
        macro = new int[count][][];
        for (int g : goals) {
            wall[g] = true;
        }
        for (int k = count - 1; k >= 0; k--) {
            int best = -1;
            int[][] bestMacros = null;
            int bestLength = Integer.MAX_VALUE;
            for (int g : goals) {
                if (!wall[g]) {
                    continue;
                }
                wall[g] = false;
                int[][] byStart = new int[4 * doors][];
                int shortest = Integer.MAX_VALUE;
                for (int i = 0; i < 4 * doors; i++) {
                    if (budget != null && !budget.check()) {
                        throw new StoppedException(budget.stopReason());
                    }
                    byStart[i] = pushes(i >>> 2, i & 3, g);
                    if (byStart[i] != null) {
                        shortest = Math.min(shortest, byStart[i].length);
                    }
                }
                wall[g] = true;
                if (shortest < bestLength) {
                    bestLength = shortest;
                    best = g;
                    bestMacros = byStart;
                }
            }
            if (best < 0) {
                return false;
            }
            wall[best] = false;
            target[k] = cells[best];
            macro[k] = bestMacros;
        }
        return true;
    }

    /**
     * The fewest pushes that bring a box from entrance cell j, pushed first along d from outside, to local goal g
     * with the walls as they are, leaving the player a way out; null when there is none. Breadth-first by
     * pushes over (box, player), walks cost nothing.
     */
    private int[] pushes(int j, int d, int g) {
        int e = cells[j];
        int outside = room.step(e, SokobanRoom.opposite(d));
        int in = local(room.step(e, d));
        if (outside < 0 || local[outside] >= 0 || in < doors || wall[in]) {
            return null;
        }
        Arrays.fill(dist, -1);
        int first = in * n + j;
        dist[first] = 0;
        parent[first] = -1;
        push[first] = -1;
        // layer by layer: states settled at cost c walk (cost c); their pushes wait in the next layer
        int head = 0;
        int tail = 0;
        queue[tail++] = first;
        int cost = 0;
        while (head < tail) {
            int pending = 0;
            while (head < tail) {
                int s = queue[head++];
                int b = s / n;
                int p = s % n;
                if (b == g && canLeave(p, g)) {
                    return path(s, e, d);
                }
                for (int a = 0; a < 4; a++) {
                    int y = local(room.step(cells[p], a));
                    if (y < 0 || wall[y] || y == b) {
                        continue;
                    }
                    int t = b * n + y;
                    if (dist[t] < 0) {
                        dist[t] = cost;
                        parent[t] = s;
                        push[t] = -1;
                        queue[tail++] = t;
                    }
                }
                for (int a = 0; a < 4; a++) {
                    // the player behind the box along a pushes it one cell on
                    if (local(room.step(cells[b], SokobanRoom.opposite(a))) != p) {
                        continue;
                    }
                    int to = local(room.step(cells[b], a));
                    if (to < doors || wall[to]) {
                        continue; // back onto the entrance or out: never part of filling the room
                    }
                    int t = to * n + b;
                    if (dist[t] < 0) {
                        next[pending++] = t;
                        next[pending++] = s;
                        next[pending++] = 4 * cells[b] + a;
                    }
                }
            }
            cost++;
            head = 0;
            tail = 0;
            for (int i = 0; i < pending; i += 3) {
                int t = next[i];
                if (dist[t] < 0) {
                    dist[t] = cost;
                    parent[t] = next[i + 1];
                    push[t] = next[i + 2];
                    queue[tail++] = t;
                }
            }
        }
        return null;
    }

    private int local(int f) {
        return f < 0 ? -1 : local[f];
    }

    /** Whether the player on local cell p reaches the entrance with a box on local goal g. */
    private boolean canLeave(int p, int g) {
        stamp++;
        int head = 0;
        int tail = 0;
        walk[tail++] = p;
        seen[p] = stamp;
        while (head < tail) {
            int x = walk[head++];
            if (x < doors) {
                return true;
            }
            for (int a = 0; a < 4; a++) {
                int y = local(room.step(cells[x], a));
                if (y >= 0 && !wall[y] && y != g && seen[y] != stamp) {
                    seen[y] = stamp;
                    walk[tail++] = y;
                }
            }
        }
        return false;
    }

    private int[] path(int s, int e, int d) {
        List<Integer> backwards = new ArrayList<>();
        for (int t = s; t >= 0; t = parent[t]) {
            if (push[t] >= 0) {
                backwards.add(push[t]);
            }
        }
        int[] pushes = new int[backwards.size() + 1];
        pushes[0] = SokobanMoves.push(e, d);
        for (int i = 0; i < backwards.size(); i++) {
            pushes[i + 1] = backwards.get(backwards.size() - 1 - i);
        }
        return pushes;
    }
}
