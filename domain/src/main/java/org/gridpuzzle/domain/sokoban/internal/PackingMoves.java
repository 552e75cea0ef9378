package org.gridpuzzle.domain.sokoban.internal;

import java.util.Arrays;
import org.gridpuzzle.domain.sokoban.internal.fess.PackingPlan;

/**
 * FESS's packing move: the next step of the packing plan ({@link PackingPlan}) done in one move: its square filled by
 * the box parked where the step takes it from, or by one of the boxes nearest it (lone-box distance to a goal, steps
 * on the floor to a parking square) not standing on a planned square, brought there by its fewest pushes while the
 * other boxes stand still ({@link BoxMoves}, whose cells it keeps out of). The move depends only on the boxes and the
 * player's region, so the search keeps just the box's cell and the plan's writer finds the same pushes again
 * ({@link #spell}).
 */
final class PackingMoves {

    /** The longest packing move tried (longer ones cost more to find than they save). */
    private static final int MAX_PUSHES = 200;
    /** How many boxes, nearest first, a packing move tries to bring to the goal (six solved no more than two). */
    private static final int TRIES = 2;

    private final SokobanRoom room;
    private final PackingPlan plan;
    private final GoalRooms goalRooms;
    private final BoxMoves moves;
    /** Per floor cell: its goal's number, or −1. */
    private final int[] goalNumber;
    /** The squares planned to hold boxes after the steps done (scratch). */
    private final boolean[] planned;
    /** The candidates of one move: lone-box distance and box number. */
    private final long[] candidates;

    PackingMoves(SokobanRoom room, PackingPlan plan, GoalRooms goalRooms, BoxMoves moves, int boxCount) {
        this.room = room;
        this.plan = plan;
        this.goalRooms = goalRooms;
        this.moves = moves;
        this.goalNumber = new int[room.floors];
        this.planned = new boolean[room.floors];
        this.candidates = new long[boxCount];
        Arrays.fill(goalNumber, -1);
        for (int j = 0; j < room.goals.length; j++) {
            goalNumber[room.goals[j]] = j;
        }
    }

    /**
     * The pushes of the packing move in a state (its boxes in {@code occupied} and {@code boxes[0..count)}, the
     * player on {@code player}), or null when none applies: all goals packed, the next in a goal room, no box of the
     * nearest getting there, or one push enough (a plain child anyway). {@code occupied} is restored.
     */
    int[] find(byte[] occupied, int[] boxes, int count, int player) {
        int k = plan.packed(occupied);
        if (k == plan.steps() || moves.closed(plan.target(k))) {
            return null;
        }
        int target = plan.target(k);
        int source = plan.source(k);
        if (source != PackingPlan.OUTSIDE) {
            // the box parked on the step's source moves on, if it stands there
            int[] pushes = occupied[source] == 0 ? null : moves.path(occupied, source, target, player, MAX_PUSHES);
            return pushes != null && pushes.length > 1 ? pushes : null;
        }
        plan.planned(k, planned);
        int j = goalNumber[target];
        // the boxes nearest the square with no other box around, not those on planned squares or placed in rooms
        int n = 0;
        for (int i = 0; i < count; i++) {
            int b = boxes[i];
            if (planned[b] || goalRooms.roomOf(b) >= 0) {
                continue;
            }
            int distance = j >= 0 ? room.pushDistance(j, b, player) : steps(b, target);
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
        int target = plan.target(plan.packed(occupied));
        int[] pushes = moves.path(occupied, box, target, player, Integer.MAX_VALUE);
        if (pushes == null) {
            throw new IllegalStateException("the search's packing move has no path in its plan");
        }
        return pushes;
    }

    /** Steps between two floor cells as the crow walks (rows plus columns): the order to try boxes for a park. */
    private int steps(int a, int b) {
        int cols = room.level.cols();
        int ca = room.cellOf[a];
        int cb = room.cellOf[b];
        return Math.abs(ca / cols - cb / cols) + Math.abs(ca % cols - cb % cols);
    }
}
