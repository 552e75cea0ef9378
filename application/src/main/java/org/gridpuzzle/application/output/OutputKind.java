package org.gridpuzzle.application.output;

import java.nio.file.Path;
import java.util.Locale;

/** How a file is written, told by its extension. */
public enum OutputKind {
    /** A scalable picture (animated where the answer is a sequence). */
    SVG,
    /** A bitmap picture (a filmstrip where the answer is a sequence). */
    PNG,
    /** The genre's own text format for the extension ({@code .sug}, {@code .ans}, {@code .flood}, ...). */
    TEXT;

    public static OutputKind of(Path target) {
        String name = target.getFileName() == null ? "" : target.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".svg") ? SVG : name.endsWith(".png") ? PNG : TEXT;
    }
}

