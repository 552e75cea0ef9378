package org.gridpuzzle.application.error;

import java.util.Objects;
import org.gridpuzzle.domain.search.StopReason;

/**
 * An input that did not arrive within the run's limits (a FIFO nobody writes to, a terminal nobody types into): the
 * reading stopped at the time limit or on Ctrl-C, like any other phase. A limit, not bad input.
 */
public final class InputStoppedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String source;
    private final StopReason reason;

    public InputStoppedException(String source, StopReason reason) {
        super(source + ": stopped while reading the input: " + reason.description(), null, false, false);
        this.source = Objects.requireNonNull(source, "source");
        this.reason = Objects.requireNonNull(reason, "reason");
    }

    /** The input as the user named it. */
    public String source() {
        return source;
    }

    public StopReason reason() {
        return reason;
    }
}
