package org.gridpuzzle.application.output;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** How a file is written, told by its extension. */
public enum OutputKind {
    /** A scalable picture (animated where the answer is a sequence). */
    SVG,
    /** A bitmap picture (a filmstrip where the answer is a sequence). */
    PNG,
    /** The genre's own text format for the extension ({@code .sug}, {@code .ans}, {@code .flood}, ...). */
    TEXT;

    /**
     * Picture formats not drawn here: a file named so would get the answer's text under a picture's name, which no
     * viewer opens.
     */
    private static final List<String> UNDRAWN = List.of("jpg", "jpeg", "gif", "pdf", "bmp", "tif", "tiff", "webp",
            "eps", "ps", "ico", "heic", "avif");

    public static OutputKind of(Path target) {
        String name = name(target);
        return name.endsWith(".svg") ? SVG : name.endsWith(".png") ? PNG : TEXT;
    }

    /** The extension of a picture format {@code target} names that is not drawn here ({@code jpg}), if it names one. */
    public static Optional<String> undrawnPicture(Path target) {
        String name = name(target);
        int dot = name.lastIndexOf('.');
        return dot < 0 ? Optional.empty() : Optional.of(name.substring(dot + 1)).filter(UNDRAWN::contains);
    }

    private static String name(Path target) {
        return target.getFileName() == null ? "" : target.getFileName().toString().toLowerCase(Locale.ROOT);
    }
}

