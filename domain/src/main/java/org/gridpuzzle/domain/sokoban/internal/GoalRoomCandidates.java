package org.gridpuzzle.domain.sokoban.internal;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.StoppedException;

/**
 * The candidates for goal rooms: the parts of the floor that one or two cells cut off ({@link GoalRooms}).
 * <p>
 * Flooding every part of every split in full took the square of the floor (a one-wide maze of 16,199 cells: 12 s, for
 * each of the portfolio's six searches). Now one depth-first search over the floor (Tarjan's low points) tells, for
 * every cell, the size of each part its removal leaves, so only the parts small enough for a room are flooded; a pair
 * of cells whose edge is a bridge cuts off no part that touches both; and every other flood stops as soon as its part
 * cannot be a room (a box in it, or one cell too many). The whole is linear in the floor, the rooms found aside.
 */
final class GoalRoomCandidates {

    /** Floor cells split between looks at the clock: a cell's splits flood a few thousand cells at most. */
    private static final int LOOK_EVERY = 32;

    private final SokobanRoom room;
    private final boolean[] box;
    private final int most;
    /** Marks: the current split's door cells with {@link #cut}, each of its floods with a stamp of its own above. */
    private final int[] part;
    private final int[] queue;
    private int stamp;
    private int cut;
    /** The stamp of the last flood: the cells of the part it returned. */
    private int flooded;
    /** The depth-first search: discovery time (from 1), low point, subtree size and parent (−1: a root) per cell. */
    private final int[] disc;
    private final int[] low;
    private final int[] size;
    private final int[] parent;
    /** The size of each cell's connected part of the floor. */
    private final int[] component;

    private GoalRoomCandidates(SokobanRoom room, boolean[] box, int most) {
        this.room = room;
        this.box = box;
        this.most = most;
        int n = room.floors;
        this.part = new int[n];
        this.queue = new int[n];
        this.disc = new int[n];
        this.low = new int[n];
        this.size = new int[n];
        this.parent = new int[n];
        this.component = new int[n];
        search();
    }

    /**
     * Every (entrance, room) pair: for each floor cell, and each pair of neighbouring floor cells, that are neither goal
     * nor box, the parts of the floor without them that hold goals and no box (and for a pair, touch both cells: else
     * one cell is the entrance), of at most {@link GoalRooms#MAX_CELLS} cells with the entrance. Each is returned as
     * {entrance size, entrance cells..., room cells...}, the room's cells in breadth-first order from the entrance.
     *
     * @param budget the run's budget, whose clock and cancel it looks at as it goes (null: none)
     * @throws StoppedException when the budget runs out
     */
    static List<int[]> of(SokobanRoom room, boolean[] box, Budget budget) {
        return of(room, box, GoalRooms.MAX_CELLS, budget);
    }

    /** {@link #of} with rooms of at most {@code maxCells} cells, entrance included (tests try small ones). */
    static List<int[]> of(SokobanRoom room, boolean[] box, int maxCells, Budget budget) {
        List<int[]> found = new ArrayList<>();
        GoalRoomCandidates parts = new GoalRoomCandidates(room, box, maxCells);
        for (int e = 0; e < room.floors; e++) {
            if (budget != null && e % LOOK_EVERY == 0 && !budget.check()) {
                throw new StoppedException(budget.stopReason());
            }
            if (room.goal[e] || box[e]) {
                continue;
            }
            parts.split(found, e, -1);
            for (int d = 1; d <= 2; d++) { // right and down: each pair once
                int f = room.step(e, d);
                if (f >= 0 && !room.goal[f] && !box[f] && !parts.bridge(e, f)) {
                    parts.split(found, e, f);
                }
            }
        }
        return found;
    }

    /** Adds the goal rooms that cells e and f (−1: e alone) cut off. */
    private void split(List<int[]> found, int e, int f) {
        int doors = f < 0 ? 1 : 2;
        cut = ++stamp;
        part[e] = cut;
        if (f >= 0) {
            part[f] = cut;
        }
        for (int door = 0; door < doors; door++) {
            int from = door == 0 ? e : f;
            for (int d = 0; d < 4; d++) {
                int s = room.step(from, d);
                if (s < 0 || part[s] >= cut) {
                    continue; // a door, or in a part flooded already
                }
                if (f < 0) {
                    int cells = partSize(e, s);
                    if (cells + doors > most || cells + doors >= room.floors) {
                        continue; // too large for a room, or the rest of the floor: no need to flood it
                    }
                }
                int tail = flood(s, most - doors);
                if (tail < 0 || tail + doors >= room.floors || doors == 2 && !(touches(e) && touches(f))) {
                    continue;
                }
                int[] candidate = new int[1 + doors + tail];
                candidate[0] = doors;
                candidate[1] = e;
                if (f >= 0) {
                    candidate[2] = f;
                }
                System.arraycopy(queue, 0, candidate, 1 + doors, tail);
                found.add(candidate);
            }
        }
    }

    /**
     * Floods the part holding s with a stamp of its own: its size if it has goals, no box and at most {@code cells}
     * cells; else −1, as soon as that is known (a box, a cell too many, or a cell an earlier flood of this split gave
     * up on: the same part, which a flood that went to its end would have held s in).
     */
    private int flood(int s, int cells) {
        if (box[s] || cells < 1) {
            return -1;
        }
        flooded = ++stamp;
        int head = 0;
        int tail = 0;
        queue[tail++] = s;
        part[s] = flooded;
        boolean goals = false;
        while (head < tail) {
            int x = queue[head++];
            goals |= room.goal[x];
            for (int a = 0; a < 4; a++) {
                int y = room.step(x, a);
                if (y < 0 || part[y] == flooded || part[y] == cut) {
                    continue;
                }
                if (part[y] > cut || box[y] || tail == cells) {
                    return -1;
                }
                part[y] = flooded;
                queue[tail++] = y;
            }
        }
        return goals ? tail : -1;
    }

    /** Whether the part the last flood returned touches the door cell. */
    private boolean touches(int door) {
        for (int d = 0; d < 4; d++) {
            int s = room.step(door, d);
            if (s >= 0 && part[s] == flooded) {
                return true;
            }
        }
        return false;
    }

    /**
     * The cells of the part of the floor without e that holds e's neighbour s: the subtree of e's child above s when
     * that child's low point does not climb above e; else the rest of e's connected part, less e and those subtrees.
     */
    private int partSize(int e, int s) {
        int rest = component[e] - 1;
        int of = -1;
        for (int d = 0; d < 4; d++) {
            int c = room.step(e, d);
            if (c >= 0 && parent[c] == e && low[c] >= disc[e]) {
                rest -= size[c];
                if (disc[c] <= disc[s] && disc[s] < disc[c] + size[c]) {
                    of = c;
                }
            }
        }
        return of >= 0 ? size[of] : rest;
    }

    /** Whether the edge between neighbours e and f lies on no cycle: no part of the floor without them touches both. */
    private boolean bridge(int e, int f) {
        return parent[f] == e && low[f] > disc[e] || parent[e] == f && low[e] > disc[f];
    }

    /** One depth-first search over each connected part of the floor, without recursion. */
    private void search() {
        int n = room.floors;
        int[] stack = new int[n];
        int[] next = new int[n];
        int[] byTime = new int[n + 1];
        int time = 0;
        for (int root = 0; root < n; root++) {
            if (disc[root] != 0) {
                continue;
            }
            int first = time + 1;
            int top = 0;
            disc[root] = low[root] = ++time;
            byTime[time] = root;
            size[root] = 1;
            parent[root] = -1;
            stack[top++] = root;
            while (top > 0) {
                int v = stack[top - 1];
                if (next[v] < 4) {
                    int w = room.step(v, next[v]++);
                    if (w < 0) {
                        continue;
                    }
                    if (disc[w] == 0) {
                        disc[w] = low[w] = ++time;
                        byTime[time] = w;
                        size[w] = 1;
                        parent[w] = v;
                        stack[top++] = w;
                    } else if (w != parent[v]) {
                        low[v] = Math.min(low[v], disc[w]);
                    }
                } else {
                    top--;
                    int p = parent[v];
                    if (p >= 0) {
                        low[p] = Math.min(low[p], low[v]);
                        size[p] += size[v];
                    }
                }
            }
            for (int t = first; t <= time; t++) { // this part's cells: those discovered since its root
                component[byTime[t]] = size[root];
            }
        }
    }
}
