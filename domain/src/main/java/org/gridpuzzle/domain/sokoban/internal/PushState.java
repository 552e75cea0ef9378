package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanState;
import java.util.SplittableRandom;

/**
 * The search's loaded state, changed in place as children are tried: the boxes as a bitset over floor cells (the
 * states table's key), as a map of occupied cells and as a list with each box's index, the Zobrist hashes of box cells
 * and of the player's region, and the floods that find that region.
 */
final class PushState {

    final SokobanRoom room;
    final int boxCount;
    final long[] bits;
    final byte[] occupied;
    final int[] boxList;
    final int[] boxIndex;
    private final long[] boxZobrist;
    private final long[] playerZobrist;
    private final int[] seen;
    private final int[] queue;
    private int stamp;

    PushState(SokobanRoom room, int boxCount) {
        this.room = room;
        this.boxCount = boxCount;
        this.boxIndex = new int[room.floors];
        SplittableRandom random = new SplittableRandom(0x5EED_5EEDL);
        boxZobrist = new long[room.floors];
        playerZobrist = new long[room.floors];
        for (int f = 0; f < room.floors; f++) {
            boxZobrist[f] = random.nextLong();
            playerZobrist[f] = random.nextLong();
        }
        bits = new long[(room.floors + 63) >>> 6];
        occupied = new byte[room.floors];
        boxList = new int[boxCount];
        seen = new int[room.floors];
        queue = new int[room.floors];
    }

    /** Puts the level's boxes into the bitset and decodes them; returns the boxes' part of the start's hash. */
    long loadStart() {
        SokobanState start = room.level.start();
        long boxHash = 0;
        for (int f = 0; f < room.floors; f++) {
            if (start.box(room.cellOf[f])) {
                bits[f >>> 6] |= 1L << f;
                boxHash ^= boxZobrist[f];
            }
        }
        decode();
        return boxHash;
    }

    long boxHash(int floor) {
        return boxZobrist[floor];
    }

    long playerHash(int region) {
        return playerZobrist[region];
    }

    /** Moves box i from floor cell {@code from} to {@code to} (and back, with the cells swapped). */
    void move(int i, int from, int to) {
        occupied[from] = 0;
        occupied[to] = 1;
        bits[from >>> 6] &= ~(1L << from);
        bits[to >>> 6] |= 1L << to;
        boxList[i] = to;
    }

    /** Fills occupied and boxList from bits (clearing the previous state's boxes first). */
    void decode() {
        for (int i = 0; i < boxCount; i++) {
            occupied[boxList[i]] = 0;
        }
        int k = 0;
        for (int w = 0; w < bits.length; w++) {
            long word = bits[w];
            while (word != 0) {
                int f = (w << 6) + Long.numberOfTrailingZeros(word);
                occupied[f] = 1;
                boxIndex[f] = k;
                boxList[k++] = f;
                word &= word - 1;
            }
        }
    }

    /** The player's region from floor cell {@code from}: its smallest floor cell, which names it. */
    int region(int from) {
        stamp++;
        return flood(from, seen);
    }

    /** A new stamp for marks of the caller's own. */
    int nextStamp() {
        return ++stamp;
    }

    /** Marks the player's region from {@code from} in {@code marks} with the current stamp; returns its least cell. */
    int flood(int from, int[] marks) {
        return room.flood(from, occupied, marks, stamp, queue);
    }

    /** Whether floor cell f is marked with the current stamp in {@code marks}. */
    boolean marked(int[] marks, int f) {
        return marks[f] == stamp;
    }
}
