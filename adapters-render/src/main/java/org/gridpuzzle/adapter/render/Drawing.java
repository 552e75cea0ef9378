package org.gridpuzzle.adapter.render;

import java.util.ArrayList;
import java.util.List;

/** A list of shapes painted in order; builder-style methods keep the painters short. */
final class Drawing {

    private final List<Shape> shapes = new ArrayList<>();

    Drawing rect(int x, int y, int width, int height, String fill) {
        return rect(x, y, width, height, fill, null, 0);
    }

    Drawing rect(int x, int y, int width, int height, String fill, String stroke, int strokeWidth) {
        shapes.add(new Shape.Rect(x, y, width, height, fill, stroke, strokeWidth));
        return this;
    }

    Drawing line(int x1, int y1, int x2, int y2, String stroke, int width) {
        shapes.add(new Shape.Line(x1, y1, x2, y2, stroke, width));
        return this;
    }

    Drawing circle(int cx, int cy, int r, String fill, String stroke, int strokeWidth) {
        shapes.add(new Shape.Circle(cx, cy, r, fill, stroke, strokeWidth));
        return this;
    }

    Drawing text(int x, int y, String text, int size, String fill, boolean bold) {
        shapes.add(new Shape.Text(x, y, text, size, fill, bold));
        return this;
    }

    Drawing polygon(int[] xs, int[] ys, String fill, String stroke, int strokeWidth) {
        shapes.add(new Shape.Polygon(xs.clone(), ys.clone(), fill, stroke, strokeWidth));
        return this;
    }

    List<Shape> shapes() {
        return List.copyOf(shapes);
    }

    boolean isEmpty() {
        return shapes.isEmpty();
    }
}

