package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.StoppedException;

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

    /**
     * The goal rooms of the level's start, largest first, that do not overlap and have a packing order, within a
     * budget (null: none) whose clock and cancel it looks at as it goes: a level's goal rooms are found before its
     * searches start, and a large floor or room takes a while.
     *
     * @throws StoppedException when the budget runs out
     */
    static GoalRooms of(SokobanRoom room, Budget budget) {
        boolean[] box = new boolean[room.floors];
        SokobanState start = room.level.start();
        for (int f = 0; f < room.floors; f++) {
            box[f] = start.box(room.cellOf[f]);
        }
        List<int[]> candidates = GoalRoomCandidates.of(room, box, budget);
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
            GoalRoomPacking packing = new GoalRoomPacking(room, candidate, budget);
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
}
