package org.gridpuzzle.domain.sokoban.internal;

import java.util.Arrays;

/**
 * FESS's room connectivity: the floor split into rooms and the links between them. A door cell has walls on both
 * sides across one axis (a corridor one cell wide); the door cells that touch form a link, the other floor cells that
 * touch form a room. A link that touches two rooms or more is obstructed while a box stands on one of its cells: boxes
 * cannot be taken through it, and the player goes round, if at all. The feature is the number of obstructed links.
 */
final class RoomLinks implements RoomMeter {

    /** At most this many obstructed links are told apart (the feature's bits). */
    static final int MAX = 63;

    /** linkOf[f]: the link of door cell f that joins two rooms or more, else −1. */
    private final int[] linkOf;
    private final int[] seen;
    private int stamp;

    RoomLinks(SokobanRoom room) {
        int n = room.floors;
        // flood fills pass cells marked 0: rooms stop at doors, links at the other cells
        byte[] doors = new byte[n];
        byte[] others = new byte[n];
        for (int f = 0; f < n; f++) {
            boolean door = room.narrow(f, 0) || room.narrow(f, 1);
            doors[f] = (byte) (door ? 1 : 0);
            others[f] = (byte) (door ? 0 : 1);
        }
        int[] roomOf = room.parts(doors);
        int[] link = room.parts(others);
        int links = 0;
        for (int f = 0; f < n; f++) {
            links = Math.max(links, link[f] + 1);
        }
        // the first room each link touches, and whether it touches another
        int[] firstRoom = new int[links];
        Arrays.fill(firstRoom, -1);
        boolean[] joins = new boolean[links];
        for (int f = 0; f < n; f++) {
            for (int d = 0; d < 4 && doors[f] != 0; d++) {
                int g = room.step(f, d);
                if (g >= 0 && doors[g] == 0) {
                    int l = link[f];
                    if (firstRoom[l] < 0) {
                        firstRoom[l] = roomOf[g];
                    } else if (firstRoom[l] != roomOf[g]) {
                        joins[l] = true;
                    }
                }
            }
        }
        linkOf = new int[n];
        for (int f = 0; f < n; f++) {
            linkOf[f] = doors[f] != 0 && joins[link[f]] ? link[f] : -1;
        }
        seen = new int[links];
    }

    /** The link floor cell f belongs to when it joins rooms, else −1. */
    int linkOf(int f) {
        return linkOf[f];
    }

    @Override
    public int obstructed(byte[] occupied, int[] boxes, int count) {
        return obstructed(boxes, count);
    }

    /** The links holding one of the boxes (floor cells) {@code boxes[0..count)}, at most {@link #MAX}. */
    int obstructed(int[] boxes, int count) {
        stamp++;
        int obstructed = 0;
        for (int i = 0; i < count; i++) {
            int l = linkOf[boxes[i]];
            if (l >= 0 && seen[l] != stamp) {
                seen[l] = stamp;
                obstructed++;
            }
        }
        return Math.min(obstructed, MAX);
    }
}
