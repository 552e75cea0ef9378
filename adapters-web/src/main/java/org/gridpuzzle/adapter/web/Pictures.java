package org.gridpuzzle.adapter.web;

import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;
import org.gridpuzzle.application.output.PictureStoppedException;
import org.gridpuzzle.application.output.PictureTooLargeException;
import org.gridpuzzle.application.port.in.output.DrawPictureCommand;
import org.gridpuzzle.application.port.in.output.DrawPictureUseCase;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;

/**
 * Answers drawn as SVG by the same renderer as {@code -o FILE.svg}; nothing is written anywhere. A picture is sized
 * before it is drawn, by the renderer's own count (a plan's animation reduced to its key moves to fit): one larger than
 * {@link #MAX_BYTES} is not drawn, and the answer goes without it, saying why ({@code noPicture}); the answer is never
 * lost to its picture (a 22 KB Snowman level once drew 741 MB, a 40 KB one lost its plan to a 413).
 */
final class Pictures {

    /** The largest picture this server draws. */
    static final long MAX_BYTES = 32L << 20;

    /** A picture, or why there is none ({@code svg} null): the answer's {@code svg} or {@code noPicture}. */
    record Drawn(String svg, String refused) {

        /** No picture, and nothing to say (an answer that has none). */
        static final Drawn NONE = new Drawn(null, null);

        static Drawn of(String svg) {
            return new Drawn(svg, null);
        }
    }

    private final DrawPictureUseCase pictures;

    @Inject
    Pictures(DrawPictureUseCase pictures) {
        this.pictures = pictures;
    }

    /**
     * The answer's picture, drawn within {@code limit} from now and stopped by the job's cancel: a picture that takes
     * longer is not drawn (the answer says why), so an answer comes at most its limit after its search ended. It was
     * drawn with no clock: a plan's picture of tens of MB took seconds, and on a loaded machine a minute, past the
     * request's limit. A cancel that came before the drawing is the one that stopped the search, whose answer so far
     * is shown with its picture; only a cancel while it is drawn stops the picture.
     */
    Drawn svg(Job job, Duration limit, Output output) {
        boolean searchCancelled = job.cancelRequested();
        Limits limits = Limits.none().withTimeLimit(limit)
                .withCancellation(() -> !searchCancelled && job.cancelRequested());
        try {
            return Drawn.of(new String(pictures.draw(new DrawPictureCommand(output, OutputKind.SVG, MAX_BYTES,
                    limits)), StandardCharsets.UTF_8));
        } catch (PictureTooLargeException e) {
            return new Drawn(null, "no picture: it would take " + (e.atLeast() ? "" : "about "
                    + Math.max(1, e.bytes() >> 20) + " MB, ") + "more than the " + (MAX_BYTES >> 20) + " MB this server"
                    + " draws; the command line draws it (-o FILE.svg or .png, with --memory SIZE for a large one)");
        } catch (PictureStoppedException e) {
            return new Drawn(null, e.reason() == StopReason.CANCELLED ? "no picture: cancelled while it was drawn"
                    : "no picture: drawing it took longer than the request's time limit of " + limit.toMillis()
                    + " ms; the command line draws it (-o FILE.svg or .png)");
        }
    }
}
