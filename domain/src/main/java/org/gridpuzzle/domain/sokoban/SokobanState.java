package org.gridpuzzle.domain.sokoban;

import java.util.Arrays;

/** The player's cell and the boxes. Immutable. */
public final class SokobanState {

    private final int player;
    private final boolean[] boxes;

    public SokobanState(int player, boolean[] boxes) {
        this(player, boxes.clone(), true);
    }

    /** Takes the array as it is (callers hand over a fresh copy). */
    private SokobanState(int player, boolean[] boxes, boolean owned) {
        this.player = player;
        this.boxes = boxes;
    }

    public static SokobanState owning(int player, boolean[] boxes) {
        return new SokobanState(player, boxes, true);
    }

    /** The same boxes with the player on another cell (the array is shared: both are immutable). */
    public SokobanState withPlayer(int cell) {
        return new SokobanState(cell, boxes, true);
    }

    public int player() {
        return player;
    }

    public boolean box(int cell) {
        return boxes[cell];
    }

    public int boxCount() {
        int n = 0;
        for (boolean b : boxes) {
            n += b ? 1 : 0;
        }
        return n;
    }

    public boolean[] boxesCopy() {
        return boxes.clone();
    }

    /** Positions are values: the same player cell and boxes. */
    @Override
    public boolean equals(Object o) {
        return o instanceof SokobanState s && s.player == player && Arrays.equals(s.boxes, boxes);
    }

    @Override
    public int hashCode() {
        return player * 31 + Arrays.hashCode(boxes);
    }
}
