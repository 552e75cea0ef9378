package org.gridpuzzle.adapter.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Polygon;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import javax.imageio.ImageIO;

/**
 * A scene as PNG, painted with Java2D: a still picture as it is, a sequence as a filmstrip (frames in rows of at
 * most {@value #PER_ROW}, each with its caption, wrapped to the frame's width). At most {@value #MAX_FRAMES} frames:
 * the key frames (pushes, ball moves) before the walking ones, evenly chosen among them, the first and the last always
 * there. A filmstrip wider or taller than {@value #MAX_SIDE} pixels is drawn smaller, whole. Cumulative frames (a
 * plan's, each drawing what changed) are painted one over the other into one frame's picture, copied out where the
 * filmstrip shows them.
 */
final class PngWriter {

    static final int PER_ROW = 6;
    static final int MAX_FRAMES = 36;
    private static final int GAP = 8;
    static final int MAX_SIDE = 2400;

    private PngWriter() {
    }

    static byte[] write(Scene scene) {
        return write(scene, DrawClock.NONE);
    }

    /** The filmstrip, each shape painted a step of {@code clock}. */
    static byte[] write(Scene scene, DrawClock clock) {
        List<Integer> chosen = sampleIndices(scene.frames());
        int columns = Math.min(PER_ROW, chosen.size());
        int rows = (chosen.size() + columns - 1) / columns;
        int cellWidth = scene.width();
        int band = scene.captionHeight();
        int cellHeight = scene.height() + band;
        int width = columns * cellWidth + (columns - 1) * GAP;
        int height = rows * cellHeight + (rows - 1) * GAP;
        double scale = chosen.size() == 1 ? 1 : Math.min(1, (double) MAX_SIDE / Math.max(width, height));
        BufferedImage image = new BufferedImage((int) Math.ceil(width * scale), (int) Math.ceil(height * scale),
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.scale(scale, scale);
            hints(g);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, width, height);
            if (scene.cumulative()) {
                cumulative(g, scene, chosen, columns, scale, clock);
            } else {
                for (int i = 0; i < chosen.size(); i++) {
                    int ox = (i % columns) * (cellWidth + GAP);
                    int oy = (i / columns) * (cellHeight + GAP);
                    Scene.Frame frame = scene.frames().get(chosen.get(i));
                    caption(g, scene, frame, ox, oy);
                    int top = oy + band;
                    for (Shape s : scene.background().shapes()) {
                        clock.step();
                        paint(g, s, ox, top);
                    }
                    for (Shape s : frame.drawing().shapes()) {
                        clock.step();
                        paint(g, s, ox, top);
                    }
                }
            }
        } finally {
            g.dispose();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot encode the PNG", e);
        }
        return out.toByteArray();
    }

    /**
     * Frames that each draw what changed: one frame's picture kept up to date frame after frame (at the filmstrip's
     * scale), copied into its place at each chosen frame.
     */
    private static void cumulative(Graphics2D g, Scene scene, List<Integer> chosen, int columns, double scale,
            DrawClock clock) {
        int band = scene.captionHeight();
        int cellWidth = scene.width();
        int cellHeight = scene.height() + band;
        BufferedImage current = new BufferedImage((int) Math.ceil(cellWidth * scale),
                (int) Math.ceil(cellHeight * scale), BufferedImage.TYPE_INT_RGB);
        Graphics2D c = current.createGraphics();
        try {
            c.scale(scale, scale);
            hints(c);
            c.setColor(Color.WHITE);
            c.fillRect(0, 0, cellWidth, cellHeight);
            for (Shape s : scene.background().shapes()) {
                clock.step();
                paint(c, s, 0, band);
            }
            int next = 0;
            for (int i = 0; i < scene.frames().size() && next < chosen.size(); i++) {
                Scene.Frame frame = scene.frames().get(i);
                c.setColor(Color.WHITE);
                c.fillRect(0, 0, cellWidth, band);
                caption(c, scene, frame, 0, 0);
                for (Shape s : frame.drawing().shapes()) {
                    clock.step();
                    paint(c, s, 0, band);
                }
                if (chosen.get(next) == i) {
                    int ox = (next % columns) * (cellWidth + GAP);
                    int oy = (next / columns) * (cellHeight + GAP);
                    // pixel for pixel: the working frame is at the filmstrip's scale already
                    AffineTransform scaled = g.getTransform();
                    g.setTransform(new AffineTransform());
                    g.drawImage(current, (int) Math.round(ox * scale), (int) Math.round(oy * scale), null);
                    g.setTransform(scaled);
                    next++;
                }
            }
        } finally {
            c.dispose();
        }
    }

    private static void hints(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    }

    private static void caption(Graphics2D g, Scene scene, Scene.Frame frame, int ox, int oy) {
        int band = scene.captionHeight();
        List<String> lines = scene.captionLines(frame.caption());
        for (int k = 0; k < lines.size(); k++) {
            paint(g, new Shape.Text(scene.width() / 2, Scene.captionY(band, k, lines.size()), lines.get(k),
                    Scene.CAPTION_FONT, "#222222", true), ox, oy);
        }
    }

    /** The pixels of the filmstrip of {@code scene} and of its working frame, in bytes (what drawing it holds). */
    static long rasterBytes(Scene scene) {
        int frames = sampleIndices(scene.frames()).size();
        int columns = Math.min(PER_ROW, frames);
        int rows = (frames + columns - 1) / columns;
        long width = columns * (long) scene.width() + (columns - 1) * GAP;
        long height = rows * ((long) scene.height() + scene.captionHeight()) + (rows - 1) * GAP;
        double scale = frames == 1 ? 1 : Math.min(1, (double) MAX_SIDE / Math.max(width, height));
        long filmstrip = (long) Math.ceil(width * scale) * (long) Math.ceil(height * scale);
        long working = scene.cumulative() ? (long) Math.ceil(scene.width() * scale)
                * (long) Math.ceil((scene.height() + scene.captionHeight()) * scale) : 0;
        return 4 * (filmstrip + working);
    }

    static List<Scene.Frame> sample(List<Scene.Frame> frames) {
        List<Scene.Frame> out = new ArrayList<>();
        sampleIndices(frames).forEach(i -> out.add(frames.get(i)));
        return out;
    }

    /** The frames a filmstrip shows, by index, in order. */
    static List<Integer> sampleIndices(List<Scene.Frame> frames) {
        if (frames.size() <= MAX_FRAMES) {
            List<Integer> all = new ArrayList<>(frames.size());
            for (int i = 0; i < frames.size(); i++) {
                all.add(i);
            }
            return all;
        }
        // the first, the last and every key frame; walking frames only in the room those leave
        List<Integer> keys = new ArrayList<>();
        for (int i = 0; i < frames.size(); i++) {
            if (i == 0 || i == frames.size() - 1 || frames.get(i).key()) {
                keys.add(i);
            }
        }
        TreeSet<Integer> chosen = new TreeSet<>();
        if (keys.size() >= MAX_FRAMES) {
            for (int k = 0; k < MAX_FRAMES; k++) {
                chosen.add(keys.get((int) Math.round((double) k * (keys.size() - 1) / (MAX_FRAMES - 1))));
            }
        } else {
            chosen.addAll(keys);
            int spare = MAX_FRAMES - keys.size();
            for (int k = 1; k <= spare; k++) {
                chosen.add((int) Math.round((double) k * (frames.size() - 1) / (spare + 1)));
            }
        }
        return new ArrayList<>(chosen);
    }

    private static void paint(Graphics2D g, Shape s, int ox, int oy) {
        if (s instanceof Shape.Rect r) {
            fillAndStroke(g, new Rectangle(ox + r.x(), oy + r.y(), r.width(), r.height()), r.fill(), r.stroke(),
                    r.strokeWidth());
        } else if (s instanceof Shape.Line l) {
            g.setColor(colour(l.stroke()));
            g.setStroke(new BasicStroke(l.width(), BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER));
            g.drawLine(ox + l.x1(), oy + l.y1(), ox + l.x2(), oy + l.y2());
        } else if (s instanceof Shape.Circle c) {
            fillAndStroke(g, new Ellipse2D.Double(ox + c.cx() - c.r(), oy + c.cy() - c.r(), 2.0 * c.r(),
                    2.0 * c.r()), c.fill(), c.stroke(), c.strokeWidth());
        } else if (s instanceof Shape.Text t) {
            g.setColor(colour(t.fill()));
            g.setFont(new Font(Font.SANS_SERIF, t.bold() ? Font.BOLD : Font.PLAIN, t.size()));
            FontMetrics m = g.getFontMetrics();
            g.drawString(t.text(), ox + t.x() - m.stringWidth(t.text()) / 2, oy + t.y() + (m.getAscent() - m.getDescent()) / 2);
        } else if (s instanceof Shape.Polygon p) {
            int[] xs = p.xs().clone();
            int[] ys = p.ys().clone();
            for (int k = 0; k < xs.length; k++) {
                xs[k] += ox;
                ys[k] += oy;
            }
            fillAndStroke(g, new Polygon(xs, ys, xs.length), p.fill(), p.stroke(), p.strokeWidth());
        }
    }

    private static void fillAndStroke(Graphics2D g, java.awt.Shape shape, String fill, String stroke, int width) {
        if (fill != null) {
            g.setColor(colour(fill));
            g.fill(shape);
        }
        if (stroke != null) {
            g.setColor(colour(stroke));
            g.setStroke(new BasicStroke(width));
            g.draw(shape);
        }
    }

    static Color colour(String hex) {
        return new Color(Integer.parseInt(hex.substring(1), 16));
    }
}

