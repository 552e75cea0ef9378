package org.gridpuzzle.domain.grid;

/** The four moves of an agent on a grid, with their LURD letters. */
public enum Direction {
    LEFT('l', 0, -1), UP('u', -1, 0), RIGHT('r', 0, 1), DOWN('d', 1, 0);

    private final char letter;
    private final int dRow;
    private final int dCol;

    Direction(char letter, int dRow, int dCol) {
        this.letter = letter;
        this.dRow = dRow;
        this.dCol = dCol;
    }

    /** Lower-case letter (l, u, r, d); pushes are written in upper case. */
    public char letter() {
        return letter;
    }

    public int dRow() {
        return dRow;
    }

    public int dCol() {
        return dCol;
    }

    public Direction opposite() {
        return switch (this) {
            case LEFT -> RIGHT;
            case RIGHT -> LEFT;
            case UP -> DOWN;
            case DOWN -> UP;
        };
    }

    /** The direction of a LURD letter (either case), or null. */
    public static Direction of(char c) {
        switch (Character.toLowerCase(c)) {
            case 'l':
                return LEFT;
            case 'u':
                return UP;
            case 'r':
                return RIGHT;
            case 'd':
                return DOWN;
            default:
                return null;
        }
    }
}
