package org.gridpuzzle.domain.sokoban.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * The goal rooms' candidates as {@link GoalRoomCandidates} found them before it split the floor by one depth-first
 * search: every part of every split flooded in full, in time the square of the floor. Kept as the reference its
 * replacement is checked against.
 */
final class QuadraticGoalRoomCandidates {

    private final SokobanRoom room;
    private final boolean[] box;
    private final int[] part;
    private final int[] queue;
    private final int most;
    private int stamp;

    private QuadraticGoalRoomCandidates(SokobanRoom room, boolean[] box, int most) {
        this.room = room;
        this.box = box;
        this.most = most;
        this.part = new int[room.floors];
        this.queue = new int[room.floors];
    }

    /**
     * Every (entrance, room) pair: for each floor cell, and each pair of neighbouring floor cells, that are neither goal
     * nor box, the parts of the floor without them that hold goals and no box (and for a pair, touch both cells: else
     * one cell is the entrance), of at most {@code maxCells} cells with the entrance. Each is returned as
     * {entrance size, entrance cells..., room cells...}.
     */
    static List<int[]> of(SokobanRoom room, boolean[] box, int maxCells) {
        List<int[]> found = new ArrayList<>();
        QuadraticGoalRoomCandidates parts = new QuadraticGoalRoomCandidates(room, box, maxCells);
        for (int e = 0; e < room.floors; e++) {
            if (room.goal[e] || box[e]) {
                continue;
            }
            parts.split(found, e, -1);
            for (int d = 1; d <= 2; d++) { // right and down: each pair once
                int f = room.step(e, d);
                if (f >= 0 && !room.goal[f] && !box[f]) {
                    parts.split(found, e, f);
                }
            }
        }
        return found;
    }

    /** Adds the goal rooms that cells e and f (−1: e alone) cut off. */
    private void split(List<int[]> found, int e, int f) {
        int doors = f < 0 ? 1 : 2;
        stamp += 2;
        int cut = stamp - 1;
        part[e] = cut;
        if (f >= 0) {
            part[f] = cut;
        }
        for (int door = 0; door < doors; door++) {
            int from = door == 0 ? e : f;
            for (int d = 0; d < 4; d++) {
                int s = room.step(from, d);
                if (s < 0 || part[s] >= cut) {
                    continue;
                }
                int tail = flood(s);
                if (tail < 0 || tail + doors >= room.floors || tail + doors > most
                        || doors == 2 && !(touches(e, tail) && touches(f, tail))) {
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

    /** Floods the part holding s (marked with the stamp); its size if it has goals and no box, else −1. */
    private int flood(int s) {
        int head = 0;
        int tail = 0;
        queue[tail++] = s;
        part[s] = stamp;
        boolean goals = false;
        boolean boxes = false;
        while (head < tail) {
            int x = queue[head++];
            goals |= room.goal[x];
            boxes |= box[x];
            for (int a = 0; a < 4; a++) {
                int y = room.step(x, a);
                if (y >= 0 && part[y] < stamp - 1) {
                    part[y] = stamp;
                    queue[tail++] = y;
                }
            }
        }
        return goals && !boxes ? tail : -1;
    }

    private boolean touches(int door, int tail) {
        for (int d = 0; d < 4; d++) {
            int s = room.step(door, d);
            for (int i = 0; s >= 0 && i < tail; i++) {
                if (queue[i] == s) {
                    return true;
                }
            }
        }
        return false;
    }
}
