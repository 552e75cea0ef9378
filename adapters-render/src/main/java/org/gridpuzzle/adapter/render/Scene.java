package org.gridpuzzle.adapter.render;

import java.util.ArrayList;
import java.util.List;

/**
 * A picture: a background painted once, and frames painted over it one after the other (an animation in SVG, a
 * filmstrip in PNG), each with a caption. A still picture has one frame.
 *
 * @param secondsPerFrame how long an animated frame shows
 * @param cumulative each frame draws only what changed since the frame before, over it (frame k is frames 0..k
 *     painted in turn, each with its caption band): a plan's animation grows with its moves, not moves × cells
 */
record Scene(int width, int height, Drawing background, List<Frame> frames, double secondsPerFrame,
        boolean cumulative) {

    /**
     * One frame: what changes over the background, and its caption (may be empty).
     *
     * @param key a frame that matters on its own (a push, a ball move, a placement), kept first when a filmstrip has
     *     room for only some frames; walking frames are not key frames
     */
    record Frame(Drawing drawing, String caption, boolean key) {
        Frame(Drawing drawing, String caption) {
            this(drawing, caption, true);
        }
    }

    /** The caption's font size, and the height of one of its lines. */
    static final int CAPTION_FONT = 15;
    static final int CAPTION_LINE = 19;
    /** An estimate of a bold caption character's width, in font sizes (the SVG has no metrics to ask). */
    private static final double CHAR_WIDTH = 0.62;

    Scene {
        frames = List.copyOf(frames);
        if (frames.isEmpty()) {
            throw new IllegalArgumentException("a scene needs a frame");
        }
    }

    /** Frames drawn each whole over the background. */
    Scene(int width, int height, Drawing background, List<Frame> frames, double secondsPerFrame) {
        this(width, height, background, frames, secondsPerFrame, false);
    }

    static Scene still(int width, int height, Drawing drawing) {
        return new Scene(width, height, drawing, List.of(new Frame(new Drawing(), "")), 1);
    }

    boolean animated() {
        return frames.size() > 1;
    }

    /** Height of the caption band above the picture, when any frame has a caption: room for the longest, wrapped. */
    int captionHeight() {
        int lines = frames.stream().mapToInt(f -> captionLines(f.caption()).size()).max().orElse(0);
        return lines == 0 ? 0 : 28 + (lines - 1) * CAPTION_LINE;
    }

    /** A caption broken at blanks into lines that fit the picture's width (a word longer than that stands alone). */
    List<String> captionLines(String caption) {
        if (caption.isEmpty()) {
            return List.of();
        }
        int fit = Math.max(8, (int) ((width - 8) / (CHAR_WIDTH * CAPTION_FONT)));
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : caption.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > fit) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() == 0 ? "" : " ").append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    /** The y of caption line k of n, centred in a band of {@link #captionHeight()} (asked once per picture). */
    static int captionY(int band, int k, int n) {
        return band / 2 - (n - 1) * CAPTION_LINE / 2 + k * CAPTION_LINE;
    }
}

