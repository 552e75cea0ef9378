package org.gridpuzzle.domain.sokoban.internal.fess;

/**
 * The backward search's scratch: the loaded position's boxes and the marks of its floods. A flood gets a fresh id, so
 * nothing is cleared between floods; one with a box moving marks row {@code box} of a table over (box cell, player
 * cell), so a search over one box's places tells which of them it has met by ids above the one it began with.
 */
final class FloodMarks {

    final PlanFloor floor;
    final int cells;
    /** The loaded position's boxes (1) per cell. */
    final byte[] occupied;
    /** region[c·F + x]: the id of the flood that reached player cell x with the moving box on c. */
    private final int[] region;
    /** plain[x]: the id of the flood that reached x with no box moving. */
    private final int[] plain;
    private final int[] queue;
    private int ids;
    /** Cells flooded so far (the search's measure of work). */
    long work;

    FloodMarks(PlanFloor floor) {
        this.floor = floor;
        this.cells = floor.floors;
        this.occupied = new byte[cells];
        this.region = new int[cells * cells];
        this.plain = new int[cells];
        this.queue = new int[cells];
    }

    /** What the tables take. */
    static long bytes(int cells) {
        return 4L * cells * cells + 9L * cells;
    }

    /** A fresh flood id; every id after it is later. */
    int fresh() {
        return ++ids;
    }

    /** The last id given. */
    int last() {
        return ids;
    }

    /** Whether the flood {@code id} with the box on {@code box} reached {@code cell}. */
    boolean reached(int box, int cell, int id) {
        return region[box * cells + cell] == id;
    }

    /** Whether a flood after id {@code base} with the box on {@code box} reached {@code cell}. */
    boolean metSince(int box, int cell, int base) {
        return region[box * cells + cell] > base;
    }

    /** Whether the plain flood {@code id} reached {@code cell}. */
    boolean reachedPlain(int cell, int id) {
        return plain[cell] == id;
    }

    /** Loads a position key's boxes (its first words). */
    void load(long[] key) {
        for (int x = 0; x < cells; x++) {
            occupied[x] = (byte) (key[x >>> 6] >>> x & 1);
        }
    }

    /** The regions the loaded boxes cut the free floor into. */
    int regions() {
        int count = 0;
        int id = fresh();
        for (int x = 0; x < cells; x++) {
            if (occupied[x] == 0 && plain[x] != id) {
                flood(x, -1, id); // the regions of one count share an id
                count++;
            }
        }
        return count;
    }

    /**
     * Marks {@code id} over the free floor around {@code from}, {@code box} blocked too (in its row of the table, or
     * in the plain marks when {@code box} is −1); returns the region's smallest cell, which names it.
     */
    int flood(int from, int box, int id) {
        int[] marks = box < 0 ? plain : region;
        int row = box < 0 ? 0 : box * cells;
        int head = 0;
        int tail = 0;
        queue[tail++] = from;
        marks[row + from] = id;
        int least = from;
        while (head < tail) {
            int x = queue[head++];
            for (int d = 0; d < 4; d++) {
                int y = floor.step(x, d);
                if (y >= 0 && y != box && occupied[y] == 0 && marks[row + y] != id) {
                    marks[row + y] = id;
                    queue[tail++] = y;
                    least = Math.min(least, y);
                }
            }
        }
        work += tail;
        return least;
    }
}
