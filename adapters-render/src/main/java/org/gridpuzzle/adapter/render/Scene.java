package org.gridpuzzle.adapter.render;

import java.util.List;

/**
 * A picture: a background painted once, and frames painted over it one after the other (an animation in SVG, a
 * filmstrip in PNG), each with a caption. A still picture has one frame.
 *
 * @param secondsPerFrame how long an animated frame shows
 */
record Scene(int width, int height, Drawing background, List<Frame> frames, double secondsPerFrame) {

    /** One frame: what changes over the background, and its caption (may be empty). */
    record Frame(Drawing drawing, String caption) {
    }

    Scene {
        frames = List.copyOf(frames);
        if (frames.isEmpty()) {
            throw new IllegalArgumentException("a scene needs a frame");
        }
    }

    static Scene still(int width, int height, Drawing drawing) {
        return new Scene(width, height, drawing, List.of(new Frame(new Drawing(), "")), 1);
    }

    boolean animated() {
        return frames.size() > 1;
    }

    /** Height of the caption band above the picture, when any frame has a caption. */
    int captionHeight() {
        return frames.stream().anyMatch(f -> !f.caption().isEmpty()) ? 28 : 0;
    }
}

