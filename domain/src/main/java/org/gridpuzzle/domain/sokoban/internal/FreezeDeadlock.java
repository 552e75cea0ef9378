package org.gridpuzzle.domain.sokoban.internal;

/**
 * Freeze deadlocks: a box that can move along neither axis, because on each axis a wall, a frozen box, or dead
 * squares on both sides stop it, stays where it is for ever; frozen boxes off their goals mean the level can no
 * longer be solved. A box under examination counts as a wall while its neighbours are examined (which breaks
 * cycles); a neighbour found frozen stays a wall for the rest of the examination, one found movable is
 * forgotten. Checked after each push for the pushed box only (nothing else changed).
 */
final class FreezeDeadlock {

    private final SokobanRoom room;
    private final int[] asWall;
    private final int[] frozen;
    private int frozenCount;
    private int stamp;

    FreezeDeadlock(SokobanRoom room) {
        this.room = room;
        this.asWall = new int[room.floors];
        this.frozen = new int[room.floors];
    }

    /**
     * Whether the box just pushed onto {@code box} is frozen together with some box that is off its goal. When it
     * is frozen with every box of its group on a goal, {@link #frozenOnGoals()} then names the group.
     */
    boolean after(byte[] boxes, int box) {
        stamp++;
        frozenCount = 0;
        if (!frozen(boxes, box)) {
            return false; // frozen() has taken back what it marked: frozenCount is 0 again
        }
        for (int i = 0; i < frozenCount; i++) {
            if (!room.goal[frozen[i]]) {
                frozenCount = 0;
                return true;
            }
        }
        return false;
    }

    /** How many boxes the last {@link #after} found frozen on goals (0 when it found none or a deadlock). */
    int frozenOnGoals() {
        return frozenCount;
    }

    /** The i-th of them. */
    int frozenBox(int i) {
        return frozen[i];
    }

    private boolean frozen(byte[] boxes, int box) {
        asWall[box] = stamp;
        int mark = frozenCount;
        frozen[frozenCount++] = box;
        // horizontal: left 0, right 2; vertical: up 1, down 3
        if (blocked(boxes, box, 0, 2) && blocked(boxes, box, 1, 3)) {
            return true;
        }
        asWall[box] = 0;
        for (int i = mark; i < frozenCount; i++) {
            asWall[frozen[i]] = 0;
        }
        frozenCount = mark;
        return false;
    }

    private boolean blocked(byte[] boxes, int box, int d1, int d2) {
        int a = room.step(box, d1);
        int b = room.step(box, d2);
        if (a < 0 || b < 0 || asWall[a] == stamp || asWall[b] == stamp) {
            return true;
        }
        if (room.dead[a] && room.dead[b]) {
            return true;
        }
        return boxes[a] != 0 && frozen(boxes, a) || boxes[b] != 0 && frozen(boxes, b);
    }
}
