package org.gridpuzzle.domain.sokoban.internal;

/**
 * The corrals of a state one at a time: a corral is a region of free floor the player cannot reach, and its fence
 * the boxes beside it. Marks are stamped, so nothing is cleared between corrals or states.
 */
final class Corrals {

    private final SokobanRoom room;
    private final int[] corral;
    private final int[] fence;
    private final int[] queue;
    /** The boxes of the last corral's fence, {@link #size} of them. */
    final int[] boxes;
    private int size;
    private boolean goalInside;
    private int stamp;
    private int first;

    Corrals(SokobanRoom room) {
        this.room = room;
        this.corral = new int[room.floors];
        this.fence = new int[room.floors];
        this.queue = new int[room.floors];
        this.boxes = new int[room.floors];
    }

    /** Starts a new state: every corral will be met once by {@link #next}. */
    void begin() {
        first = stamp + 1;
    }

    /**
     * Whether free cell {@code start}, outside the player's region, begins a corral not yet met in this state; if so
     * marks it and lists its fence.
     */
    boolean next(int start, byte[] occupied, int[] reach, int reachStamp) {
        if (occupied[start] != 0 || reach[start] == reachStamp || corral[start] >= first) {
            return false; // a box, the player's region, or a corral already met
        }
        int id = ++stamp;
        int head = 0;
        int tail = 0;
        queue[tail++] = start;
        corral[start] = id;
        size = 0;
        goalInside = false;
        while (head < tail) {
            int x = queue[head++];
            goalInside |= room.goal[x];
            for (int d = 0; d < 4; d++) {
                int y = room.step(x, d);
                if (y < 0) {
                    continue;
                }
                if (occupied[y] != 0) {
                    if (fence[y] != id) {
                        fence[y] = id;
                        boxes[size++] = y;
                    }
                } else if (corral[y] != id) {
                    corral[y] = id;
                    queue[tail++] = y;
                }
            }
        }
        return true;
    }

    /** The number of boxes in the last corral's fence. */
    int size() {
        return size;
    }

    /** Whether floor cell x is in the last corral. */
    boolean inside(int x) {
        return corral[x] == stamp;
    }

    /** Whether box x is in the last corral's fence. */
    boolean fences(int x) {
        return fence[x] == stamp;
    }

    /** Whether the last corral is unfinished: a goal inside it or a box of its fence off its goal. */
    boolean unfinished() {
        if (goalInside) {
            return true;
        }
        for (int i = 0; i < size; i++) {
            if (!room.goal[boxes[i]]) {
                return true;
            }
        }
        return false;
    }
}
