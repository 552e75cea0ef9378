package org.gridpuzzle.domain.sokoban;

import java.util.Arrays;

/** The player's cell and the boxes. Immutable. */
public final class SokobanState {

    private final int player;
    private final boolean[] boxes;

    /**
     * A position; the array is copied.
     *
     * @param player the player's cell
     * @param boxes which cells hold a box, one entry per cell
     */
    public SokobanState(int player, boolean[] boxes) {
        this(player, boxes.clone(), true);
    }

    /** Takes the array as it is (callers hand over a fresh copy). */
    private SokobanState(int player, boolean[] boxes, boolean owned) {
        this.player = player;
        this.boxes = boxes;
    }

    /**
     * A position that takes the array as it is, without a copy: the caller hands over a fresh array and never
     * changes it.
     *
     * @param player the player's cell
     * @param boxes which cells hold a box, one entry per cell
     * @return the position
     */
    public static SokobanState owning(int player, boolean[] boxes) {
        return new SokobanState(player, boxes, true);
    }

    /**
     * The same boxes with the player on another cell (the array is shared: both are immutable).
     *
     * @param cell the player's new cell
     * @return the new position
     */
    public SokobanState withPlayer(int cell) {
        return new SokobanState(cell, boxes, true);
    }

    /**
     * Where the player stands.
     *
     * @return the player's cell
     */
    public int player() {
        return player;
    }

    /**
     * Whether a cell holds a box.
     *
     * @param cell a cell, row * cols + column
     * @return true for a box
     */
    public boolean box(int cell) {
        return boxes[cell];
    }

    /**
     * The boxes of the position.
     *
     * @return the cells holding a box
     */
    public int boxCount() {
        int n = 0;
        for (boolean b : boxes) {
            n += b ? 1 : 0;
        }
        return n;
    }

    /**
     * The boxes as an array of their own.
     *
     * @return a copy, one entry per cell
     */
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
