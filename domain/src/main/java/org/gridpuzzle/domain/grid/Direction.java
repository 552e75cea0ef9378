package org.gridpuzzle.domain.grid;

/** The four moves of an agent on a grid, with their LURD letters. */
public enum Direction {
    /** One column to the left, letter {@code l}. */
    LEFT('l', 0, -1),
    /** One row up, letter {@code u}. */
    UP('u', -1, 0),
    /** One column to the right, letter {@code r}. */
    RIGHT('r', 0, 1),
    /** One row down, letter {@code d}. */
    DOWN('d', 1, 0);

    private final char letter;
    private final int dRow;
    private final int dCol;

    Direction(char letter, int dRow, int dCol) {
        this.letter = letter;
        this.dRow = dRow;
        this.dCol = dCol;
    }

    /**
     * Lower-case letter (l, u, r, d); pushes are written in upper case.
     *
     * @return the lower-case LURD letter
     */
    public char letter() {
        return letter;
    }

    /**
     * The row step of this move.
     *
     * @return -1, 0 or 1; rows grow downwards
     */
    public int dRow() {
        return dRow;
    }

    /**
     * The column step of this move.
     *
     * @return -1, 0 or 1; columns grow to the right
     */
    public int dCol() {
        return dCol;
    }

    /**
     * The move that undoes this one.
     *
     * @return LEFT for RIGHT, UP for DOWN and the other way round
     */
    public Direction opposite() {
        return switch (this) {
            case LEFT -> RIGHT;
            case RIGHT -> LEFT;
            case UP -> DOWN;
            case DOWN -> UP;
        };
    }

    /**
     * The direction of a LURD letter (either case), or null.
     *
     * @param c a letter l, u, r or d, in either case
     * @return the direction, or null for any other character
     */
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
