package org.gridpuzzle.adapter.render;

/** Cell geometry shared by the painters: a square size fitted to the grid, and a margin. */
record Cells(int size, int margin) {

    static final int MARGIN = 10;

    /** Cells of 40 pixels, smaller for large grids so the picture stays within about 960 pixels. */
    static Cells fit(int rows, int cols) {
        int size = Math.max(6, Math.min(40, 960 / Math.max(rows, cols)));
        return new Cells(size, MARGIN);
    }

    int x(int col) {
        return margin + col * size;
    }

    int y(int row) {
        return margin + row * size;
    }

    int centreX(int col) {
        return x(col) + size / 2;
    }

    int centreY(int row) {
        return y(row) + size / 2;
    }

    int width(int cols) {
        return 2 * margin + cols * size;
    }

    int height(int rows) {
        return 2 * margin + rows * size;
    }

    /** Font size for one character in a cell, or 0 when cells are too small for text. */
    int font() {
        return size >= 14 ? size * 11 / 20 : 0;
    }
}

