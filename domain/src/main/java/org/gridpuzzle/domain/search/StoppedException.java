package org.gridpuzzle.domain.search;

import java.util.Objects;

/**
 * A builder that has no answer to return part-way (an encoding, a table) stops with this when its {@link Budget}
 * runs out; the caller turns the reason into its usual "stopped" answer.
 */
public final class StoppedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The limit that stopped the builder. */
    private final StopReason reason;

    /**
     * A builder stopped by a limit. The exception carries no stack trace: it is an answer, not a fault.
     *
     * @param reason the limit that stopped it, not null
     */
    public StoppedException(StopReason reason) {
        super("stopped: " + reason, null, false, false);
        this.reason = Objects.requireNonNull(reason, "reason");
    }

    /**
     * The limit that stopped the builder.
     *
     * @return the stop reason, never null
     */
    public StopReason reason() {
        return reason;
    }
}
