package org.gridpuzzle.domain.sokoban.internal;

import java.util.Arrays;

/** The fewest pushes that bring a lone box to a goal from each cell and side of the player ({@link SokobanRoom}). */
final class LoneBoxPulls {

    private LoneBoxPulls() {
    }

    /**
     * Pulls back from the goal over (box, player side) states: the player walks freely within its side's region
     * around the box, a pull moves box and player one cell along a direction. {@code sides} labels the player's
     * regions around each box cell ({@link SokobanRoom}'s side components), {@code nx} is the neighbour table.
     */
    static int[] distances(int floors, int target, int[] sides, int[] nx) {
        int[] dist = new int[4 * floors];
        Arrays.fill(dist, SokobanRoom.UNREACHABLE);
        int[] queue = new int[4 * floors];
        int head = 0;
        int tail = 0;
        for (int d = 0; d < 4; d++) {
            if (sides[4 * target + d] >= 0) {
                dist[4 * target + d] = 0;
                queue[tail++] = 4 * target + d;
            }
        }
        while (head < tail) {
            int state = queue[head++];
            int b = state >>> 2;
            int label = sides[state];
            for (int d = 0; d < 4; d++) {
                // the player walks to side d, then pulls the box onto it and steps once more along d
                if (sides[4 * b + d] != label) {
                    continue;
                }
                int to = nx[4 * b + d];
                int player = nx[4 * to + d];
                if (player < 0) {
                    continue;
                }
                int pulled = 4 * to + d;
                if (dist[pulled] == SokobanRoom.UNREACHABLE) {
                    dist[pulled] = dist[state] + 1;
                    queue[tail++] = pulled;
                    // walking around the box is free: every side the player can reach shares the distance
                    for (int e = 0; e < 4; e++) {
                        int other = 4 * to + e;
                        if (e != d && sides[other] == sides[pulled] && dist[other] == SokobanRoom.UNREACHABLE) {
                            dist[other] = dist[pulled];
                            queue[tail++] = other;
                        }
                    }
                }
            }
        }
        return dist;
    }
}
