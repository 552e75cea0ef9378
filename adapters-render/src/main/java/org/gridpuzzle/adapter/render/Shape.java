package org.gridpuzzle.adapter.render;

/** What a drawing is made of, in pixels; colours are {@code #rrggbb}, {@code null} for none. */
sealed interface Shape {

    record Rect(int x, int y, int width, int height, String fill, String stroke, int strokeWidth) implements Shape {
    }

    record Line(int x1, int y1, int x2, int y2, String stroke, int width) implements Shape {
    }

    record Circle(int cx, int cy, int r, String fill, String stroke, int strokeWidth) implements Shape {
    }

    /** Text centred on (x, y) (its middle, horizontally and vertically). */
    record Text(int x, int y, String text, int size, String fill, boolean bold) implements Shape {
    }

    /** A closed polygon. */
    record Polygon(int[] xs, int[] ys, String fill, String stroke, int strokeWidth) implements Shape {
    }
}

