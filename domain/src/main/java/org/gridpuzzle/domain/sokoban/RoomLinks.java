package org.gridpuzzle.domain.sokoban;

import java.util.Arrays;

/**
 * FESS's room connectivity: the floor split into rooms and the links between them. A door cell has walls on both
 * sides across one axis (a corridor one cell wide); the door cells that touch form a link, the other floor cells that
 * touch form a room. A link that touches two rooms or more is obstructed while a box stands on one of its cells: boxes
 * cannot be taken through it, and the player goes round, if at all. The feature is the number of obstructed links.
 */
final class RoomLinks {

    /** At most this many obstructed links are told apart (the feature's bits). */
    static final int MAX = 63;

    /** linkOf[f]: the link of door cell f that joins two rooms or more, else −1. */
    private final int[] linkOf;
    private final int[] seen;
    private int stamp;

    RoomLinks(SokobanRoom room) {
        int n = room.floors;
        boolean[] door = new boolean[n];
        for (int f = 0; f < n; f++) {
            door[f] = room.step(f, 0) < 0 && room.step(f, 2) < 0 || room.step(f, 1) < 0 && room.step(f, 3) < 0;
        }
        int[] roomOf = components(room, door, false);
        int[] link = components(room, door, true);
        int links = 0;
        for (int f = 0; f < n; f++) {
            links = Math.max(links, link[f] + 1);
        }
        // the first room each link touches, and whether it touches another
        int[] firstRoom = new int[links];
        Arrays.fill(firstRoom, -1);
        boolean[] joins = new boolean[links];
        for (int f = 0; f < n; f++) {
            for (int d = 0; d < 4 && door[f]; d++) {
                int g = room.step(f, d);
                if (g >= 0 && !door[g]) {
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
            linkOf[f] = door[f] && joins[link[f]] ? link[f] : -1;
        }
        seen = new int[links];
    }

    /** The link floor cell f belongs to when it joins rooms, else −1. */
    int linkOf(int f) {
        return linkOf[f];
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

    /** Numbers the connected parts of the floor cells whose door flag is {@code doors}; −1 for the others. */
    private static int[] components(SokobanRoom room, boolean[] door, boolean doors) {
        int n = room.floors;
        int[] part = new int[n];
        Arrays.fill(part, -1);
        int[] queue = new int[n];
        int parts = 0;
        for (int f = 0; f < n; f++) {
            if (door[f] != doors || part[f] >= 0) {
                continue;
            }
            int head = 0;
            int tail = 0;
            queue[tail++] = f;
            part[f] = parts;
            while (head < tail) {
                int c = queue[head++];
                for (int d = 0; d < 4; d++) {
                    int g = room.step(c, d);
                    if (g >= 0 && door[g] == doors && part[g] < 0) {
                        part[g] = parts;
                        queue[tail++] = g;
                    }
                }
            }
            parts++;
        }
        return part;
    }
}
