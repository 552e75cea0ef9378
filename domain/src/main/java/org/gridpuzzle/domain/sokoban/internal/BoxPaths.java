package org.gridpuzzle.domain.sokoban.internal;

/**
 * The fewest pushes that take one box to a cell while every other box stands still: breadth first over the box's
 * cell and the side the player stands on, the player walking round the box between pushes as the other boxes let
 * him. The answer depends only on the boxes and the player's region, so the search (which keeps regions, not the
 * player's cell) and the replay that spells its plan out find the same pushes.
 */
final class BoxPaths {

    private final SokobanRoom room;
    /** Per box cell and player side (4·cell + side): the stamp when reached. */
    private final int[] reached;
    /** Per box cell and player side: the state the push came from, −1 at a start. */
    private final int[] from;
    private final int[] queue;
    private final int[] marks;
    private final int[] floodQueue;
    /** The free floor with the box lifted: which sides the player reaches as the box moves, without a flood each. */
    private final LiftedFloor lifted;
    /** After {@link #explore}: the state the push onto the target came from, or −1. */
    private int hit;
    private int stamp;
    private int floodStamp;

    BoxPaths(SokobanRoom room) {
        this.room = room;
        this.reached = new int[4 * room.floors];
        this.from = new int[4 * room.floors];
        this.queue = new int[4 * room.floors];
        this.marks = new int[room.floors];
        this.floodQueue = new int[room.floors];
        this.lifted = new LiftedFloor(room);
    }

    /**
     * The pushes ({@link SokobanMoves#push}) that bring the box on {@code box} to {@code target} with the fewest
     * pushes, the player in the region of {@code player}, the box never entering a cell {@code closed} marks; null
     * when there are none or more than {@code maxPushes}. {@code occupied} holds every box, this one too; it is
     * changed while searching and restored.
     */
    int[] path(byte[] occupied, int box, int target, int player, boolean[] closed, int maxPushes) {
        return path(occupied, box, target, -1, player, closed, maxPushes);
    }

    /**
     * {@link #path} ending with the player on {@code wanted} side of the box (the direction from the target to the
     * player's cell), on any side when −1.
     */
    int[] path(byte[] occupied, int box, int target, int wanted, int player, boolean[] closed, int maxPushes) {
        if (box == target && wanted < 0) {
            return new int[0];
        }
        if (maxPushes <= 0) {
            return null;
        }
        explore(occupied, box, player, closed, maxPushes, target, wanted, null, null);
        return hit < 0 ? null : spell(hit);
    }

    /**
     * Every place the box on {@code box} can be pushed to, the other boxes standing still, the player starting in the
     * region of {@code player}, the box never entering a cell {@code closed} marks, in at most {@code maxPushes}:
     * fills {@code found} with the places (4·cell + the player's side, the side he pushed from) and {@code pushes}
     * with the fewest pushes to each, and returns how many. A place reached again from another side is listed again
     * only when that side was not walkable from the first. {@code occupied} is changed while searching and restored.
     */
    int reachable(byte[] occupied, int box, int player, boolean[] closed, int maxPushes, int[] found, int[] pushes) {
        return explore(occupied, box, player, closed, maxPushes, -1, -1, found, pushes);
    }

    /**
     * Breadth first over the box's cell and the player's side, listing each place a push reaches first (as
     * {@link #reachable}, into {@code found} and {@code pushes} unless they are null), until the push onto
     * {@code target} with the player on {@code wanted} side (any when −1; target −1: none), whose state it came from
     * is then {@link #hit}; returns the places reached.
     */
    private int explore(byte[] occupied, int box, int player, boolean[] closed, int maxPushes, int target, int wanted,
            int[] found, int[] pushes) {
        stamp++;
        hit = -1;
        int head = 0;
        int tail = startSides(occupied, box, player, -1, 0);
        int levelEnd = tail;
        int depth = 0;
        int n = 0;
        occupied[box] = 0;
        lifted.build(occupied, box);
        try {
            while (head < tail) {
                if (head == levelEnd) {
                    if (++depth >= maxPushes) {
                        break;
                    }
                    levelEnd = tail;
                }
                int state = queue[head++];
                int c = state >>> 2;
                int side = state & 3;
                int to = room.step(c, SokobanRoom.opposite(side));
                if (to < 0 || occupied[to] != 0 || closed[to] || reached[4 * to + side] == stamp) {
                    continue;
                }
                if (found != null) {
                    found[n] = 4 * to + side;
                    pushes[n] = depth + 1;
                }
                n++;
                if (to == target && (wanted < 0 || wanted == side)) {
                    hit = state;
                    break;
                }
                tail = sides(occupied, to, c, state, tail);
            }
            return n;
        } finally {
            occupied[box] = 1;
        }
    }

    /**
     * Queues every side of the box pushed onto {@code c} that the player on {@code player} (the cell next to it he
     * pushed from) can walk to, not reached yet, each reached from {@code parent}; returns the new tail. The box is
     * lifted in occupied: {@link #lifted} says what its standing on c cuts off.
     */
    private int sides(byte[] occupied, int c, int player, int parent, int tail) {
        for (int s = 0; s < 4; s++) {
            int p = room.step(c, s);
            int state = 4 * c + s;
            if (p >= 0 && occupied[p] == 0 && reached[state] != stamp && lifted.connectedWithout(c, p, player)) {
                reached[state] = stamp;
                from[state] = parent;
                queue[tail++] = state;
            }
        }
        return tail;
    }

    /**
     * {@link #sides} for the box where it starts (blocked in occupied), the player anywhere: a flood from him.
     */
    private int startSides(byte[] occupied, int c, int player, int parent, int tail) {
        floodStamp++;
        room.flood(player, occupied, marks, floodStamp, floodQueue);
        for (int s = 0; s < 4; s++) {
            int p = room.step(c, s);
            int state = 4 * c + s;
            if (p >= 0 && marks[p] == floodStamp && reached[state] != stamp) {
                reached[state] = stamp;
                from[state] = parent;
                queue[tail++] = state;
            }
        }
        return tail;
    }

    /** The pushes ending with the push out of state {@code last} (one per state back to the start). */
    private int[] spell(int last) {
        int n = 0;
        for (int state = last; state >= 0; state = from[state]) {
            n++;
        }
        int[] pushes = new int[n];
        int state = last;
        for (int k = n - 1; k >= 0; k--) {
            pushes[k] = SokobanMoves.push(state >>> 2, SokobanRoom.opposite(state & 3));
            state = from[state];
        }
        return pushes;
    }
}
