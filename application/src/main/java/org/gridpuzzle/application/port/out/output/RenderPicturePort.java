package org.gridpuzzle.application.port.out.output;

import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;
import org.gridpuzzle.application.output.PictureStoppedException;
import org.gridpuzzle.application.output.PictureTooLargeException;
import org.gridpuzzle.domain.search.Limits;

/** Draws an answer as a picture, sized before it is drawn. */
public interface RenderPicturePort {

    /**
     * Draws the answer in at most {@code maxBytes}: a plan's animation that would be larger is reduced (a frame per
     * push or ball move, then an even sample of them), any other picture is refused.
     *
     * @param kind {@link OutputKind#SVG} or {@link OutputKind#PNG}
     * @return the file's bytes
     * @throws PictureTooLargeException when it does not fit (nothing is drawn)
     */
    byte[] render(Output output, OutputKind kind, long maxBytes);

    /**
     * {@link #render(Output, OutputKind, long)} against {@code limits}: the drawing reads their clock and cancel as it
     * goes (sizing, painting and writing) and stops at them. A renderer that draws in no time may ignore them.
     *
     * @throws PictureStoppedException when a limit stops the drawing (nothing is kept)
     */
    default byte[] render(Output output, OutputKind kind, long maxBytes, Limits limits) {
        return render(output, kind, maxBytes);
    }

    /**
     * What {@link #render} would hold for the same arguments, counted without drawing: the SVG's exact size (a PNG's:
     * its scene's SVG size and its pixels).
     *
     * @throws PictureTooLargeException when it does not fit
     */
    long size(Output output, OutputKind kind, long maxBytes);
}
