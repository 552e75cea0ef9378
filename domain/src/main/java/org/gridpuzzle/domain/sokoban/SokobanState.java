package org.gridpuzzle.domain.sokoban;

/** The player's cell and the boxes. Immutable. */
public final class SokobanState {

    private final int player;
    private final boolean[] boxes;

    public SokobanState(int player, boolean[] boxes) {
        this.player = player;
        this.boxes = boxes.clone();
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

    boolean[] boxesCopy() {
        return boxes.clone();
    }
}
