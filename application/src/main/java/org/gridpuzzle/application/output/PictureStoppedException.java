package org.gridpuzzle.application.output;

import org.gridpuzzle.domain.search.StopReason;

/**
 * A picture whose drawing a limit stopped (its time limit, or a cancel): nothing of it is kept, and the answer stands
 * without it. The drawing reads the clock as it goes, so a large picture stops at the limit instead of being written
 * on long after its request's time.
 */
public final class PictureStoppedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final StopReason reason;

    /** @param reason the limit that stopped the drawing */
    public PictureStoppedException(StopReason reason) {
        super("the picture was not drawn: " + reason.description() + " while it was drawn");
        this.reason = reason;
    }

    /** The limit that stopped the drawing. */
    public StopReason reason() {
        return reason;
    }
}
