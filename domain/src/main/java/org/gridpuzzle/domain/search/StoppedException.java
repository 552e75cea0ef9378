package org.gridpuzzle.domain.search;

import java.util.Objects;

/**
 * A builder that has no answer to return part-way (an encoding, a table) stops with this when its {@link Budget}
 * runs out; the caller turns the reason into its usual "stopped" answer.
 */
public final class StoppedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final StopReason reason;

    public StoppedException(StopReason reason) {
        super("stopped: " + reason, null, false, false);
        this.reason = Objects.requireNonNull(reason, "reason");
    }

    public StopReason reason() {
        return reason;
    }
}
