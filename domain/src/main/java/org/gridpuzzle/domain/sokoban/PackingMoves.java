package org.gridpuzzle.domain.sokoban;

import java.util.Arrays;

/**
 * FESS's packing move: the next goal of the packing order ({@link PackingOrder}) filled in one move, by one of the
 * boxes nearest it by lone-box distance, brought there by its fewest pushes while the other boxes stand still
 * ({@link BoxMoves}, whose cells it keeps out of). The move depends only on the boxes and the player's region, so the
 * search keeps just the box's cell and the plan's writer finds the same pushes again ({@link #spell}).
 */
final class PackingMoves {

    /** The longest packing move tried (longer ones cost more to find than they save). */
    private static final int MAX_PUSHES = 200;
    /** How many boxes, nearest first, a packing move tries to bring to the goal (six solved no more than two). */
    private static final int TRIES = 2;

    private final SokobanRoom room;
    private final int[] order;
    private final GoalRooms goalRooms;
    private final BoxMoves moves;
    /** Per floor cell: its goal's number, or −1. */
    private final int[] goalNumber;
    /** Per floor cell: its goal's place in the packing order, or −1. */
    private final int[] orderPlace;
    /** The candidates of one move: lone-box distance and box number. */
    private final long[] candidates;

    PackingMoves(SokobanRoom room, int[] order, GoalRooms goalRooms, BoxMoves moves, int boxCount) {
        this.room = room;
        this.order = order;
        this.goalRooms = goalRooms;
        this.moves = moves;
        this.goalNumber = new int[room.floors];
        this.orderPlace = new int[room.floors];
        this.candidates = new long[boxCount];
        Arrays.fill(goalNumber, -1);
        Arrays.fill(orderPlace, -1);
        for (int j = 0; j < room.goals.length; j++) {
            goalNumber[room.goals[j]] = j;
        }
        for (int k = 0; k < order.length; k++) {
            orderPlace[order[k]] = k;
        }
    }

    /**
     * The pushes of the packing move in a state (its boxes in {@code occupied} and {@code boxes[0..count)}, the
     * player on {@code player}), or null when none applies: all goals packed, the next in a goal room, no box of the
     * nearest getting there, or one push enough (a plain child anyway). {@code occupied} is restored.
     */
    int[] find(byte[] occupied, int[] boxes, int count, int player) {
        int k = PackingOrder.packed(order, occupied);
        if (k == order.length || moves.closed(order[k])) {
            return null;
        }
        int target = order[k];
        int j = goalNumber[target];
        // the boxes nearest the goal with no other box around, not those already packed or placed in rooms
        int n = 0;
        for (int i = 0; i < count; i++) {
            int b = boxes[i];
            if (orderPlace[b] >= 0 && orderPlace[b] < k || goalRooms.roomOf(b) >= 0) {
                continue;
            }
            int distance = room.pushDistance(j, b, player);
            if (distance < SokobanRoom.UNREACHABLE) {
                candidates[n++] = (long) distance << 32 | i;
            }
        }
        Arrays.sort(candidates, 0, n);
        for (int c = 0; c < Math.min(n, TRIES); c++) {
            int[] pushes = moves.path(occupied, boxes[(int) candidates[c]], target, player, MAX_PUSHES);
            if (pushes != null && pushes.length > 1) {
                return pushes;
            }
        }
        return null;
    }

    /** The pushes of the packing move of the box on {@code box} from the state the search made it in. */
    int[] spell(byte[] occupied, int box, int player) {
        int target = order[PackingOrder.packed(order, occupied)];
        int[] pushes = moves.path(occupied, box, target, player, Integer.MAX_VALUE);
        if (pushes == null) {
            throw new IllegalStateException("the search's packing move has no path in its plan");
        }
        return pushes;
    }
}
