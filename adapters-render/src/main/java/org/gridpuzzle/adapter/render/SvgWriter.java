package org.gridpuzzle.adapter.render;

import java.util.List;
import java.util.Locale;

/**
 * A scene as SVG 1.1: the background, then one group per frame. With several frames each group is shown in turn by
 * a discrete SMIL animation of its visibility, looping, so a browser plays the sequence with no script (the groups
 * carry {@code class="frame"}, so a page can also step through them itself). The text is
 * stable (integers, fixed decimals, Locale.ROOT), so golden tests can compare it.
 */
final class SvgWriter {

    private static final String FONT = "DejaVu Sans, Verdana, Arial, sans-serif";

    private SvgWriter() {
    }

    static String write(Scene scene) {
        int top = scene.captionHeight();
        StringBuilder sb = new StringBuilder();
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"%s\">%n", scene.width(), scene.height() + top, scene.width(),
                scene.height() + top, FONT));
        sb.append(String.format(Locale.ROOT, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>%n",
                scene.width(), scene.height() + top));
        sb.append(String.format(Locale.ROOT, "<g transform=\"translate(0,%d)\">%n", top));
        shapes(sb, scene.background().shapes());
        sb.append("</g>\n");
        List<Scene.Frame> frames = scene.frames();
        int n = frames.size();
        for (int i = 0; i < n; i++) {
            Scene.Frame frame = frames.get(i);
            sb.append(scene.animated() ? "<g class=\"frame\" visibility=\"hidden\">\n" : "<g>\n");
            if (scene.animated()) {
                sb.append(visibility(i, n, n * scene.secondsPerFrame()));
            }
            List<String> lines = scene.captionLines(frame.caption());
            for (int k = 0; k < lines.size(); k++) {
                shape(sb, new Shape.Text(scene.width() / 2, Scene.captionY(top, k, lines.size()), lines.get(k),
                        Scene.CAPTION_FONT, "#222222", true));
            }
            sb.append(String.format(Locale.ROOT, "<g transform=\"translate(0,%d)\">%n", top));
            shapes(sb, frame.drawing().shapes());
            sb.append("</g>\n</g>\n");
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    /** Frame i of n is visible during [i/n, (i+1)/n) of each loop. */
    private static String visibility(int i, int n, double seconds) {
        String values;
        String keyTimes;
        if (i == 0) {
            values = "visible;hidden";
            keyTimes = "0;" + fraction(1, n);
        } else if (i == n - 1) {
            values = "hidden;visible";
            keyTimes = "0;" + fraction(i, n);
        } else {
            values = "hidden;visible;hidden";
            keyTimes = "0;" + fraction(i, n) + ";" + fraction(i + 1, n);
        }
        return String.format(Locale.ROOT, "<animate attributeName=\"visibility\" calcMode=\"discrete\" values=\"%s\""
                + " keyTimes=\"%s\" dur=\"%.2fs\" repeatCount=\"indefinite\"/>%n", values, keyTimes, seconds);
    }

    private static String fraction(int k, int n) {
        return String.format(Locale.ROOT, "%.6f", (double) k / n);
    }

    private static void shapes(StringBuilder sb, List<Shape> shapes) {
        for (Shape s : shapes) {
            shape(sb, s);
        }
    }

    private static void shape(StringBuilder sb, Shape s) {
        if (s instanceof Shape.Rect r) {
            sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"%s/>%n", r.x(),
                    r.y(), r.width(), r.height(), paint(r.fill(), r.stroke(), r.strokeWidth())));
        } else if (s instanceof Shape.Line l) {
            sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\""
                    + " stroke-width=\"%d\" stroke-linecap=\"square\"/>%n", l.x1(), l.y1(), l.x2(), l.y2(), l.stroke(),
                    l.width()));
        } else if (s instanceof Shape.Circle c) {
            sb.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\"%s/>%n", c.cx(), c.cy(), c.r(),
                    paint(c.fill(), c.stroke(), c.strokeWidth())));
        } else if (s instanceof Shape.Text t) {
            sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"%d\"%s fill=\"%s\""
                    + " text-anchor=\"middle\" dominant-baseline=\"central\">%s</text>%n", t.x(), t.y(), t.size(),
                    t.bold() ? " font-weight=\"bold\"" : "", t.fill(), escape(t.text())));
        } else if (s instanceof Shape.Polygon p) {
            StringBuilder points = new StringBuilder();
            for (int k = 0; k < p.xs().length; k++) {
                points.append(k == 0 ? "" : " ").append(p.xs()[k]).append(',').append(p.ys()[k]);
            }
            sb.append(String.format(Locale.ROOT, "<polygon points=\"%s\"%s/>%n", points,
                    paint(p.fill(), p.stroke(), p.strokeWidth())));
        }
    }

    private static String paint(String fill, String stroke, int strokeWidth) {
        return " fill=\"" + (fill == null ? "none" : fill) + "\""
                + (stroke == null ? "" : " stroke=\"" + stroke + "\" stroke-width=\"" + strokeWidth + "\"");
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}

