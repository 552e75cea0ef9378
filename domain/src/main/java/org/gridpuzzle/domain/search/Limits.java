package org.gridpuzzle.domain.search;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * How much work a search may do: a wall-clock budget, a node budget and a cancellation flag
 * (Ctrl-C, a closed client). Immutable; {@link #start()} begins a run against it.
 */
public record Limits(Duration timeLimit, long nodeLimit, BooleanSupplier cancelled) {

    private static final BooleanSupplier NEVER = () -> false;

    public Limits {
        if (timeLimit != null && timeLimit.isNegative()) {
            throw new IllegalArgumentException("negative time limit " + timeLimit);
        }
        if (nodeLimit < 0) {
            throw new IllegalArgumentException("negative node limit " + nodeLimit);
        }
        cancelled = cancelled == null ? NEVER : cancelled;
    }

    /** No limit at all. */
    public static Limits none() {
        return new Limits(null, Long.MAX_VALUE, NEVER);
    }

    public Limits withTimeLimit(Duration limit) {
        return new Limits(limit, nodeLimit, cancelled);
    }

    public Limits withNodeLimit(long limit) {
        return new Limits(timeLimit, limit, cancelled);
    }

    public Limits withCancellation(BooleanSupplier flag) {
        return new Limits(timeLimit, nodeLimit, flag);
    }

    /** These limits for a sub-task started {@code elapsedNanos} into the whole: the time left, same flag. */
    public Limits remaining(long elapsedNanos) {
        if (timeLimit == null) {
            return this;
        }
        Duration left = timeLimit.minusNanos(elapsedNanos);
        return withTimeLimit(left.isNegative() ? Duration.ZERO : left);
    }

    public Budget start() {
        return new Budget(this);
    }
}
