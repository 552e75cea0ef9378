package org.gridpuzzle.application.error;

import java.util.Objects;
import org.gridpuzzle.domain.search.StopReason;

/**
 * An answer that could not be written within the run's limits: a FIFO nobody opens for reading (or a reader that
 * stops reading) holds the write, and the run's time limit or Ctrl-C ends it as it ends any other phase. A limit, not
 * bad input.
 */
public final class OutputStoppedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String target;
    private final StopReason reason;

    /** @param why what held the write, for the message ("nobody opened it for reading") */
    public OutputStoppedException(String target, StopReason reason, String why) {
        super(target + ": stopped while writing the answer (" + why + "): " + reason.description(), null, false,
                false);
        this.target = Objects.requireNonNull(target, "target");
        this.reason = Objects.requireNonNull(reason, "reason");
    }

    /** The file as the user named it. */
    public String target() {
        return target;
    }

    public StopReason reason() {
        return reason;
    }
}
