package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.SokobanState;

/** Shortest walks of the player around the boxes, as lower-case LURD letters. */
final class SokobanWalks {

    private SokobanWalks() {
    }

    /** A shortest walk to {@code target}, or null when the boxes block every way there. */
    public static String to(SokobanLevel level, SokobanState s, int target) {
        int[] from = SokobanBreadthFirst.walks(level, s);
        return from[target] == -2 ? null : SokobanBreadthFirst.path(level, from, target);
    }
}
