package org.gridpuzzle.application.port.in.output;

import java.util.Objects;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;
import org.gridpuzzle.application.output.PictureBudget;
import org.gridpuzzle.domain.search.Limits;

/**
 * @param kind {@link OutputKind#SVG} or {@link OutputKind#PNG}: the picture kind, not told by any file name
 * @param maxBytes the most the picture may take (a plan's animation is reduced to fit, other pictures refused)
 * @param limits the time limit and cancel the drawing keeps, from its start (a picture past them is not drawn)
 */
public record DrawPictureCommand(Output output, OutputKind kind, long maxBytes, Limits limits) {

    public DrawPictureCommand {
        Objects.requireNonNull(output, "output");
        Objects.requireNonNull(limits, "limits");
        if (kind != OutputKind.SVG && kind != OutputKind.PNG) {
            throw new IllegalArgumentException("a picture is SVG or PNG, not " + kind);
        }
        if (maxBytes <= 0) {
            throw new IllegalArgumentException("a picture needs room, got " + maxBytes + " bytes");
        }
    }

    /** Without a time limit. */
    public DrawPictureCommand(Output output, OutputKind kind, long maxBytes) {
        this(output, kind, maxBytes, Limits.none());
    }

    /** Within this process's picture budget ({@link PictureBudget#ofThisProcess}). */
    public DrawPictureCommand(Output output, OutputKind kind) {
        this(output, kind, PictureBudget.ofThisProcess());
    }
}
