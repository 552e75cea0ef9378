package org.gridpuzzle.application.port.in.output;

import java.util.Objects;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;
import org.gridpuzzle.application.output.PictureBudget;

/**
 * @param kind {@link OutputKind#SVG} or {@link OutputKind#PNG}: the picture kind, not told by any file name
 * @param maxBytes the most the picture may take (a plan's animation is reduced to fit, other pictures refused)
 */
public record DrawPictureCommand(Output output, OutputKind kind, long maxBytes) {

    public DrawPictureCommand {
        Objects.requireNonNull(output, "output");
        if (kind != OutputKind.SVG && kind != OutputKind.PNG) {
            throw new IllegalArgumentException("a picture is SVG or PNG, not " + kind);
        }
        if (maxBytes <= 0) {
            throw new IllegalArgumentException("a picture needs room, got " + maxBytes + " bytes");
        }
    }

    /** Within this process's picture budget ({@link PictureBudget#ofThisProcess}). */
    public DrawPictureCommand(Output output, OutputKind kind) {
        this(output, kind, PictureBudget.ofThisProcess());
    }
}
