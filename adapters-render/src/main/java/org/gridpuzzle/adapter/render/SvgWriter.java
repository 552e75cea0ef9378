package org.gridpuzzle.adapter.render;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A scene as SVG 1.1: the background, then one group per frame. With several frames each group is shown in turn by
 * a discrete SMIL animation of its visibility, looping, so a browser plays the sequence with no script (the groups
 * carry {@code class="frame"}, so a page can also step through them itself). A scene of cumulative frames (a plan:
 * each frame draws only what changed) marks its root {@code data-frames="cumulative"}: frame k shows with every
 * frame before it, from its turn to the end of the loop. The text is stable (integers, fixed decimals, Locale.ROOT),
 * so golden tests can compare it. Its size is counted by the same calls that write it ({@link #size}), so a picture
 * is sized exactly before it is drawn.
 */
final class SvgWriter {

    private static final String FONT = "DejaVu Sans, Verdana, Arial, sans-serif";

    private SvgWriter() {
    }

    static String write(Scene scene) {
        return new String(bytes(scene, Long.MAX_VALUE), StandardCharsets.UTF_8);
    }

    /** The SVG's bytes (UTF-8); {@link Drawing.TooLarge} past {@code maxBytes}, before more is made. */
    static byte[] bytes(Scene scene, long maxBytes) {
        return bytes(scene, maxBytes, DrawClock.NONE);
    }

    /** The SVG's bytes, each shape written a step of {@code clock} ({@link DrawClock.Stopped} at its limits). */
    static byte[] bytes(Scene scene, long maxBytes, DrawClock clock) {
        Text out = new Text(maxBytes, clock);
        write(scene, out);
        return out.bytes();
    }

    /** The SVG's size in bytes, counted without writing it (counting drawings add what they counted). */
    static long size(Scene scene) {
        Count out = new Count();
        write(scene, out);
        return out.bytes;
    }

    /** The bytes one shape takes. */
    static long size(Shape shape) {
        Count out = new Count();
        shape(out, shape);
        return out.bytes;
    }

    private static void write(Scene scene, Out out) {
        int top = scene.captionHeight();
        int height = scene.height() + top;
        out.s("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.s("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").i(scene.width()).s("\" height=\"").i(height)
                .s("\" viewBox=\"0 0 ").i(scene.width()).s(" ").i(height).s("\" font-family=\"").s(FONT)
                .s(scene.cumulative() ? "\" data-frames=\"cumulative\">\n" : "\">\n");
        out.s("<rect x=\"0\" y=\"0\" width=\"").i(scene.width()).s("\" height=\"").i(height)
                .s("\" fill=\"#ffffff\"/>\n");
        out.s("<g transform=\"translate(0,").i(top).s(")\">\n");
        shapes(out, scene.background());
        out.s("</g>\n");
        List<Scene.Frame> frames = scene.frames();
        int n = frames.size();
        for (int i = 0; i < n; i++) {
            Scene.Frame frame = frames.get(i);
            if (!scene.animated()) {
                out.s("<g>\n");
            } else if (scene.cumulative() && i == 0) {
                out.s("<g class=\"frame\">\n"); // the whole board: under every later frame, all the time
            } else {
                out.s("<g class=\"frame\" visibility=\"hidden\">\n");
                visibility(out, i, n, n * scene.secondsPerFrame(), scene.cumulative());
            }
            List<String> lines = scene.captionLines(frame.caption());
            if (scene.cumulative() && i > 0 && top > 0) {
                // over the caption of the frame before
                out.s("<rect x=\"0\" y=\"0\" width=\"").i(scene.width()).s("\" height=\"").i(top)
                        .s("\" fill=\"#ffffff\"/>\n");
            }
            for (int k = 0; k < lines.size(); k++) {
                shape(out, new Shape.Text(scene.width() / 2, Scene.captionY(top, k, lines.size()), lines.get(k),
                        Scene.CAPTION_FONT, "#222222", true));
            }
            out.s("<g transform=\"translate(0,").i(top).s(")\">\n");
            shapes(out, frame.drawing());
            out.s("</g>\n</g>\n");
        }
        out.s("</svg>\n");
    }

    /** Frame i of n is visible during [i/n, (i+1)/n) of each loop; a cumulative one from i/n to the loop's end. */
    private static void visibility(Out out, int i, int n, double seconds, boolean cumulative) {
        String values;
        String keyTimes;
        if (i == 0) {
            values = "visible;hidden";
            keyTimes = "0;" + fraction(1, n);
        } else if (i == n - 1 || cumulative) {
            values = "hidden;visible";
            keyTimes = "0;" + fraction(i, n);
        } else {
            values = "hidden;visible;hidden";
            keyTimes = "0;" + fraction(i, n) + ";" + fraction(i + 1, n);
        }
        out.s("<animate attributeName=\"visibility\" calcMode=\"discrete\" values=\"").s(values).s("\" keyTimes=\"")
                .s(keyTimes).s("\" dur=\"").s(String.format(Locale.ROOT, "%.2f", seconds))
                .s("s\" repeatCount=\"indefinite\"/>\n");
    }

    private static String fraction(int k, int n) {
        return String.format(Locale.ROOT, "%.6f", (double) k / n);
    }

    private static void shapes(Out out, Drawing drawing) {
        if (drawing.counting()) {
            out.counted(drawing.bytes());
            return;
        }
        for (Shape s : drawing.shapes()) {
            out.step();
            shape(out, s);
        }
    }

    private static void shape(Out out, Shape s) {
        if (s instanceof Shape.Rect r) {
            out.s("<rect x=\"").i(r.x()).s("\" y=\"").i(r.y()).s("\" width=\"").i(r.width()).s("\" height=\"")
                    .i(r.height()).s("\"");
            paint(out, r.fill(), r.stroke(), r.strokeWidth());
            out.s("/>\n");
        } else if (s instanceof Shape.Line l) {
            out.s("<line x1=\"").i(l.x1()).s("\" y1=\"").i(l.y1()).s("\" x2=\"").i(l.x2()).s("\" y2=\"").i(l.y2())
                    .s("\" stroke=\"").s(l.stroke()).s("\" stroke-width=\"").i(l.width())
                    .s("\" stroke-linecap=\"square\"/>\n");
        } else if (s instanceof Shape.Circle c) {
            out.s("<circle cx=\"").i(c.cx()).s("\" cy=\"").i(c.cy()).s("\" r=\"").i(c.r()).s("\"");
            paint(out, c.fill(), c.stroke(), c.strokeWidth());
            out.s("/>\n");
        } else if (s instanceof Shape.Text t) {
            out.s("<text x=\"").i(t.x()).s("\" y=\"").i(t.y()).s("\" font-size=\"").i(t.size()).s("\"")
                    .s(t.bold() ? " font-weight=\"bold\"" : "").s(" fill=\"").s(t.fill())
                    .s("\" text-anchor=\"middle\" dominant-baseline=\"central\">").s(escape(t.text())).s("</text>\n");
        } else if (s instanceof Shape.Polygon p) {
            out.s("<polygon points=\"");
            for (int k = 0; k < p.xs().length; k++) {
                out.s(k == 0 ? "" : " ").i(p.xs()[k]).s(",").i(p.ys()[k]);
            }
            out.s("\"");
            paint(out, p.fill(), p.stroke(), p.strokeWidth());
            out.s("/>\n");
        }
    }

    private static void paint(Out out, String fill, String stroke, int strokeWidth) {
        out.s(" fill=\"").s(fill == null ? "none" : fill).s("\"");
        if (stroke != null) {
            out.s(" stroke=\"").s(stroke).s("\" stroke-width=\"").i(strokeWidth).s("\"");
        }
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** Where the text goes: written, or only counted (the same calls, so the count is the text's size). */
    private abstract static class Out {
        abstract Out s(String text);

        abstract Out i(int value);

        /** One shape written: the writer's clock counts it. */
        void step() {
            // a count takes no time worth a clock
        }

        /** Bytes a counting drawing counted already (only a count takes them). */
        void counted(long bytes) {
            throw new IllegalStateException("a counting drawing cannot be written");
        }
    }

    /** The UTF-8 text, in a byte array grown as needed, never past its limit. */
    private static final class Text extends Out {
        private final long max;
        private final DrawClock clock;
        private byte[] buf;
        private int size;

        Text(long max, DrawClock clock) {
            this.max = max;
            this.clock = clock;
            this.buf = new byte[(int) Math.min(1 << 12, Math.max(1, max))];
        }

        @Override
        Out s(String text) {
            for (int k = 0; k < text.length(); k++) {
                char c = text.charAt(k);
                if (c < 0x80) {
                    put((byte) c);
                } else {
                    // rare (a colour symbol in a caption): the whole string encoded once
                    byte[] encoded = text.substring(k).getBytes(StandardCharsets.UTF_8);
                    for (byte b : encoded) {
                        put(b);
                    }
                    return this;
                }
            }
            return this;
        }

        @Override
        Out i(int value) {
            return s(Integer.toString(value));
        }

        @Override
        void step() {
            clock.step();
        }

        private void put(byte b) {
            if (size == buf.length) {
                if (size >= max) {
                    throw new Drawing.TooLarge(size + 1L);
                }
                buf = Arrays.copyOf(buf, (int) Math.min(Math.min(max, Integer.MAX_VALUE - 8L), 2L * buf.length));
            }
            buf[size++] = b;
        }

        byte[] bytes() {
            return Arrays.copyOf(buf, size);
        }
    }

    /** A count of the bytes the text would take. */
    private static final class Count extends Out {
        private long bytes;

        @Override
        Out s(String text) {
            for (int k = 0; k < text.length(); k++) {
                char c = text.charAt(k);
                if (c >= 0x80) {
                    bytes += text.substring(k).getBytes(StandardCharsets.UTF_8).length;
                    return this;
                }
                bytes++;
            }
            return this;
        }

        @Override
        Out i(int value) {
            bytes += digits(value);
            return this;
        }

        @Override
        void counted(long counted) {
            bytes += counted;
        }

        private static int digits(int value) {
            if (value < 0) {
                return value == Integer.MIN_VALUE ? 11 : 1 + digits(-value);
            }
            int n = 1;
            for (long p = 10; p <= value; p *= 10) {
                n++;
            }
            return n;
        }
    }
}
