package org.gridpuzzle.domain.sokoban;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Goal rooms and their packing order, for goal macros. A goal room is a part of the floor that holds goals, no box
 * at the start, and meets the rest of the floor only at its entrance: one cell, or two side by side (not goals, no box
 * on them). Every box that fills the room comes through the entrance, so a search may bring boxes in one by one in a
 * fixed order, each along a precomputed push sequence (a macro) with the boxes already placed as walls, and never
 * touch them again. During a macro the player walks in the room and on the entrance, so a macro applies only when the
 * entrance holds no other box.
 * <p>
 * The order is found backwards: from the full room, take out a box that a lone box from the entrance could have
 * been pushed to last, with the others as walls and the player free to walk out again. Taking out boxes only frees
 * room, so a box that could be taken out stays so, and this greedy order exists whenever any order does.
 * <p>
 * This is a restriction, not a rule: a plan with macros replays, but a room can need a box parked inside for a
 * while; a search that runs out of states with macros must try again without them.
 */
final class GoalRooms {

    /** Larger rooms are left to the plain search: their macros take (cells²) time and memory to find. */
    static final int MAX_CELLS = 250;
    /** At most this many rooms (a search's move holds the room's number in 8 bits, the last value taken). */
    static final int MAX_ROOMS = 255;
    /** Candidates whose order is looked for at most: each try may take (goals² · cells²) steps. */
    static final int MAX_TRIES = 512;

    /** One goal room: its entrance cells (one or two) and, in packing order, where each box goes and how. */
    record Room(int[] entrance, List<Fill> fills) {

        Room {
            fills = List.copyOf(fills);
        }
    }

    /**
     * The k-th box of a room's packing order: its goal, and the pushes (4·floor + direction) that bring it there from
     * entrance cell j, first along d, at {@code pushes[4·j + d]} (null where none does).
     */
    record Fill(int target, int[][] pushes) {

        int[] from(int j, int d) {
            return pushes[4 * j + d];
        }
    }

    private final int[] roomOf;
    private final List<Room> rooms;

    private GoalRooms(int[] roomOf, List<Room> rooms) {
        this.roomOf = roomOf;
        this.rooms = List.copyOf(rooms);
    }

    /** No rooms (a search without macros). */
    static GoalRooms none(int floors) {
        int[] roomOf = new int[floors];
        Arrays.fill(roomOf, -1);
        return new GoalRooms(roomOf, List.of());
    }

    /** The goal rooms of the level's start, largest first, that do not overlap and have a packing order. */
    static GoalRooms of(SokobanRoom room) {
        boolean[] box = new boolean[room.floors];
        SokobanState start = room.level.start();
        for (int f = 0; f < room.floors; f++) {
            box[f] = start.box(room.cellOf[f]);
        }
        List<int[]> candidates = candidates(room, box);
        candidates.sort(Comparator.comparingInt((int[] c) -> -c.length));
        int[] roomOf = new int[room.floors];
        Arrays.fill(roomOf, -1);
        boolean[] used = new boolean[room.floors];
        List<Room> rooms = new ArrayList<>();
        int tries = 0;
        for (int[] candidate : candidates) {
            if (rooms.size() == MAX_ROOMS || tries == MAX_TRIES) {
                break;
            }
            boolean free = true;
            for (int i = 1; i < candidate.length && free; i++) {
                free = !used[candidate[i]];
            }
            if (!free) {
                continue;
            }
            tries++;
            Packing packing = new Packing(room, candidate);
            if (!packing.order()) {
                continue;
            }
            int r = rooms.size();
            int doors = candidate[0];
            for (int i = 1; i < candidate.length; i++) {
                used[candidate[i]] = true;
                roomOf[candidate[i]] = i > doors ? r : -1;
            }
            List<Fill> fills = new ArrayList<>();
            for (int k = 0; k < packing.target.length; k++) {
                fills.add(new Fill(packing.target[k], packing.macro[k]));
            }
            rooms.add(new Room(Arrays.copyOfRange(candidate, 1, 1 + doors), fills));
        }
        return new GoalRooms(roomOf, rooms);
    }

    int count() {
        return rooms.size();
    }

    /** The room floor cell f lies in, or −1 (entrances lie in none). */
    int roomOf(int f) {
        return roomOf[f];
    }

    /** The entrance cells of room r (one or two). */
    int[] entrance(int r) {
        return rooms.get(r).entrance();
    }

    /** The goals room r holds. */
    int size(int r) {
        return rooms.get(r).fills().size();
    }

    /** The goal the k-th box brought into room r goes to. */
    int target(int r, int k) {
        return rooms.get(r).fills().get(k).target();
    }

    /**
     * The pushes (4·floor + direction) that bring the k-th box in from entrance cell j, starting along d; or null.
     */
    int[] macro(int r, int k, int j, int d) {
        return rooms.get(r).fills().get(k).from(j, d);
    }

    /**
     * Every (entrance, room) pair: for each floor cell, and each pair of neighbouring floor cells, that are neither goal
     * nor box, the parts of the floor without them that hold goals and no box (and for a pair, touch both cells: else
     * one cell is the entrance). Each is returned as {entrance size, entrance cells..., room cells...}.
     */
    private static List<int[]> candidates(SokobanRoom room, boolean[] box) {
        List<int[]> found = new ArrayList<>();
        Parts parts = new Parts(room, box);
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

    /** The parts of the floor that one or two cells cut off. */
    private static final class Parts {

        private final SokobanRoom room;
        private final boolean[] box;
        private final int[] part;
        private final int[] queue;
        private int stamp;

        Parts(SokobanRoom room, boolean[] box) {
            this.room = room;
            this.box = box;
            this.part = new int[room.floors];
            this.queue = new int[room.floors];
        }

        /** Adds the goal rooms that cells e and f (−1: e alone) cut off. */
        void split(List<int[]> found, int e, int f) {
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
                    if (tail < 0 || tail + doors >= room.floors || tail + doors > MAX_CELLS
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

    /** One room's packing order and macros, over its entrance cells and room cells numbered 0..n−1 in that order. */
    private static final class Packing {

        private final SokobanRoom room;
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

        Packing(SokobanRoom room, int[] candidate) {
            this.room = room;
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

        /** Finds the order backwards; false when the room cannot be filled from its entrance. */
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
}
