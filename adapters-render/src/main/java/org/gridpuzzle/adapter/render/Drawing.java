package org.gridpuzzle.adapter.render;

import java.util.ArrayList;
import java.util.List;

/**
 * A list of shapes painted in order; builder-style methods keep the painters short. A counting drawing keeps no
 * shape, only the bytes its shapes take in SVG, against a {@link Tally} that stops the painting once a picture passes
 * its size: a picture is sized by the painters' own code, before it is drawn, in little memory and time.
 */
final class Drawing {

    private final List<Shape> shapes;
    private final Tally tally;
    private final DrawClock clock;
    private long bytes;

    Drawing() {
        this(DrawClock.NONE);
    }

    private Drawing(DrawClock clock) {
        this.shapes = new ArrayList<>();
        this.tally = null;
        this.clock = clock;
    }

    private Drawing(Tally tally, DrawClock clock) {
        this.shapes = null;
        this.tally = tally;
        this.clock = clock;
    }

    Drawing rect(int x, int y, int width, int height, String fill) {
        return rect(x, y, width, height, fill, null, 0);
    }

    Drawing rect(int x, int y, int width, int height, String fill, String stroke, int strokeWidth) {
        return add(new Shape.Rect(x, y, width, height, fill, stroke, strokeWidth));
    }

    Drawing line(int x1, int y1, int x2, int y2, String stroke, int width) {
        return add(new Shape.Line(x1, y1, x2, y2, stroke, width));
    }

    Drawing circle(int cx, int cy, int r, String fill, String stroke, int strokeWidth) {
        return add(new Shape.Circle(cx, cy, r, fill, stroke, strokeWidth));
    }

    Drawing text(int x, int y, String text, int size, String fill, boolean bold) {
        return add(new Shape.Text(x, y, text, size, fill, bold));
    }

    Drawing polygon(int[] xs, int[] ys, String fill, String stroke, int strokeWidth) {
        return add(new Shape.Polygon(xs.clone(), ys.clone(), fill, stroke, strokeWidth));
    }

    private Drawing add(Shape shape) {
        clock.step();
        if (shapes != null) {
            shapes.add(shape);
        } else {
            long b = SvgWriter.size(shape);
            bytes += b;
            tally.add(b);
        }
        return this;
    }

    List<Shape> shapes() {
        if (shapes == null) {
            throw new IllegalStateException("a counting drawing keeps no shapes");
        }
        return List.copyOf(shapes);
    }

    boolean isEmpty() {
        return shapes == null ? bytes == 0 : shapes.isEmpty();
    }

    /** Whether it only counts its shapes' bytes. */
    boolean counting() {
        return shapes == null;
    }

    /** The SVG bytes of its shapes (a counting drawing's). */
    long bytes() {
        return bytes;
    }

    /** Makes the drawings of one picture: kept ({@link #KEEP}), or counted against a size. */
    static final class Maker {

        /** Drawings that keep their shapes, to be drawn. */
        static final Maker KEEP = new Maker(null, DrawClock.NONE);

        private final Tally tally;
        private final DrawClock clock;

        private Maker(Tally tally, DrawClock clock) {
            this.tally = tally;
            this.clock = clock;
        }

        /** Counting drawings whose shapes together may take {@code maxBytes}; {@link TooLarge} past it. */
        static Maker counting(long maxBytes) {
            return counting(maxBytes, DrawClock.NONE);
        }

        /** Counting drawings, each shape a step of {@code clock}. */
        static Maker counting(long maxBytes, DrawClock clock) {
            return new Maker(new Tally(maxBytes), clock);
        }

        /** Drawings that keep their shapes, each shape a step of {@code clock}. */
        static Maker keeping(DrawClock clock) {
            return new Maker(null, clock);
        }

        /** Counting drawings against {@code maxBytes} on this maker's clock (a plan's frames tried for size). */
        Maker sizing(long maxBytes) {
            return counting(maxBytes, clock);
        }

        /** The clock this maker's drawings keep. */
        DrawClock clock() {
            return clock;
        }

        Drawing drawing() {
            return tally == null ? new Drawing(clock) : new Drawing(tally, clock);
        }

        boolean counting() {
            return tally != null;
        }
    }

    /** The bytes a picture's counting drawings have taken so far, against its most. */
    private static final class Tally {
        private final long max;
        private long total;

        Tally(long max) {
            this.max = max;
        }

        void add(long bytes) {
            total += bytes;
            if (total > max) {
                throw new TooLarge(total);
            }
        }
    }

    /** A picture past its size: stopped there, with the bytes it had reached (it would take at least those). */
    static final class TooLarge extends RuntimeException {

        private static final long serialVersionUID = 1L;

        private final long atLeast;

        TooLarge(long atLeast) {
            super("a picture of at least " + atLeast + " bytes", null, false, false);
            this.atLeast = atLeast;
        }

        long atLeast() {
            return atLeast;
        }
    }
}
