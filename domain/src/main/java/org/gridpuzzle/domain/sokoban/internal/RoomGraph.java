package org.gridpuzzle.domain.sokoban.internal;

import java.util.Arrays;

/**
 * FESS's room connectivity as the draft defines it ([Draft] §4): a room is a connected area covered by free blocks of
 * floor (the draft's 2×3 blocks either way round, or Festival's 2×2 blocks, of which a lone one is no room); the other
 * floor cells are corridors. Two rooms are linked when, on the empty board, a path joins them through corridors and no
 * third room. In a position, a link is broken when the boxes cut every such path; the feature is the number of broken
 * links. Unlike {@link RoomLinks} (a box on a one-cell corridor), it sees a box that blocks a two-wide passage or a
 * room's mouth.
 */
final class RoomGraph implements RoomMeter {

    /** The room of each floor cell, −1 for a corridor. */
    private final int[] roomOf;
    private final int rooms;
    /** Each room's cells. */
    private final int[][] cells;
    /** linked[r]: the rooms r is linked to on the empty board, each above r (a link counted once). */
    private final int[][] linked;
    private final SokobanRoom room;
    private final int[] marks;
    private final int[] queue;
    /** reached[s] == stamp: room s was reached from the room searched. */
    private final int[] reached;
    private int stamp;

    /**
     * @param longSide 3 for the draft's 2×3 blocks, 2 for Festival's 2×2
     * @param leastBlocks the fewest blocks a room has (Festival: 2, a lone block is no room)
     */
    RoomGraph(SokobanRoom room, int longSide, int leastBlocks) {
        this.room = room;
        int n = room.floors;
        int[] blocks = new int[n]; // per cell: 1 when some block covers it
        int[] anchors = new int[n]; // per cell: the blocks anchored there
        int[] block = new int[6];
        for (int f = 0; f < n; f++) {
            for (int along = 0; along < (longSide == 2 ? 1 : 2); along++) {
                int across = (along + 1) & 3;
                if (block(room, f, along, across, longSide, block)) {
                    anchors[f]++;
                    for (int i = 0; i < 2 * longSide; i++) {
                        blocks[block[i]] = 1;
                    }
                }
            }
        }
        // rooms: the connected parts of the covered cells, each with enough blocks
        byte[] uncovered = new byte[n];
        for (int f = 0; f < n; f++) {
            uncovered[f] = (byte) (blocks[f] == 1 ? 0 : 1);
        }
        int[] part = room.parts(uncovered);
        int parts = 0;
        for (int f = 0; f < n; f++) {
            parts = Math.max(parts, part[f] + 1);
        }
        int[] blocksOf = new int[parts];
        for (int f = 0; f < n; f++) {
            if (part[f] >= 0) {
                blocksOf[part[f]] += anchors[f];
            }
        }
        int[] number = new int[parts];
        int count = 0;
        for (int p = 0; p < parts; p++) {
            number[p] = blocksOf[p] >= leastBlocks ? count++ : -1;
        }
        rooms = count;
        marks = new int[n];
        queue = new int[n];
        roomOf = new int[n];
        int[] size = new int[rooms];
        for (int f = 0; f < n; f++) {
            roomOf[f] = part[f] < 0 ? -1 : number[part[f]];
            if (roomOf[f] >= 0) {
                size[roomOf[f]]++;
            }
        }
        cells = new int[rooms][];
        for (int r = 0; r < rooms; r++) {
            cells[r] = new int[size[r]];
            size[r] = 0;
        }
        for (int f = 0; f < n; f++) {
            if (roomOf[f] >= 0) {
                cells[roomOf[f]][size[roomOf[f]]++] = f;
            }
        }
        reached = new int[Math.max(rooms, 1)];
        linked = new int[rooms][];
        byte[] empty = new byte[n];
        for (int r = 0; r < rooms; r++) {
            search(r, empty);
            int above = 0;
            for (int s = r + 1; s < rooms; s++) {
                above += reached[s] == stamp ? 1 : 0;
            }
            linked[r] = new int[above];
            above = 0;
            for (int s = r + 1; s < rooms; s++) {
                if (reached[s] == stamp) {
                    linked[r][above++] = s;
                }
            }
        }
    }

    /** The draft's rooms of 2×3 blocks. */
    static RoomGraph draft(SokobanRoom room) {
        return new RoomGraph(room, 3, 1);
    }

    /** Festival's rooms of 2×2 blocks, two blocks at least. */
    static RoomGraph festival(SokobanRoom room) {
        return new RoomGraph(room, 2, 2);
    }

    /** How many rooms the floor has. */
    int rooms() {
        return rooms;
    }

    /** The room of floor cell f, −1 for a corridor. */
    int roomOf(int f) {
        return roomOf[f];
    }

    /** How many links the empty board has. */
    int links() {
        int links = 0;
        for (int[] l : linked) {
            links += l.length;
        }
        return links;
    }

    @Override
    public int obstructed(byte[] occupied, int[] boxes, int count) {
        int broken = 0;
        for (int r = 0; r < rooms; r++) {
            if (linked[r].length == 0) {
                continue;
            }
            search(r, occupied);
            for (int s : linked[r]) {
                broken += reached[s] == stamp ? 0 : 1;
            }
        }
        return Math.min(broken, RoomLinks.MAX);
    }

    /** Marks (with a new stamp) the rooms reached from room r's free cells through corridors, boxes blocking. */
    private void search(int r, byte[] occupied) {
        if (stamp == Integer.MAX_VALUE) {
            Arrays.fill(marks, 0);
            Arrays.fill(reached, 0);
            stamp = 0;
        }
        stamp++;
        int tail = 0;
        for (int f : cells[r]) {
            if (occupied[f] == 0) {
                marks[f] = stamp;
                queue[tail++] = f;
            }
        }
        int head = 0;
        while (head < tail) {
            int x = queue[head++];
            for (int d = 0; d < 4; d++) {
                int y = room.step(x, d);
                if (y < 0 || marks[y] == stamp || occupied[y] != 0) {
                    continue;
                }
                marks[y] = stamp;
                int s = roomOf[y];
                if (s >= 0 && s != r) {
                    reached[s] = stamp; // another room: a link, and no path through it
                } else {
                    queue[tail++] = y;
                }
            }
        }
    }

    /**
     * Whether the block of 2 × {@code longSide} cells anchored at f (long side along direction {@code along}, short
     * side along {@code across}) is all floor; its cells into {@code block}.
     */
    private static boolean block(SokobanRoom room, int f, int along, int across, int longSide, int[] block) {
        int c = f;
        for (int i = 0; i < longSide; i++) {
            if (c < 0) {
                return false;
            }
            int side = room.step(c, across);
            if (side < 0) {
                return false;
            }
            block[2 * i] = c;
            block[2 * i + 1] = side;
            c = i + 1 < longSide ? room.step(c, along) : c;
        }
        return true;
    }
}
