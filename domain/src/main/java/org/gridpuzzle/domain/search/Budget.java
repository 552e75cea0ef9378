package org.gridpuzzle.domain.search;

/**
 * A running search's account against its {@link Limits}. Counting a node is cheap; the clock and the
 * cancellation flag are only read at the first node and every 1024 nodes after, so that hot loops can call
 * {@link #node()} freely.
 */
public final class Budget {

    private static final int CHECK_MASK = 1023;

    private final Limits limits;
    private final long startNanos;
    private final long deadlineNanos;
    private long nodes;
    private StopReason stopped;

    Budget(Limits limits) {
        this.limits = limits;
        this.startNanos = System.nanoTime();
        this.deadlineNanos = limits.timeLeft() == null ? Long.MAX_VALUE
                : startNanos + Math.min(limits.timeLeft().toNanos(), Long.MAX_VALUE / 4);
    }

    /**
     * Counts one node; false once any limit is reached (and from then on).
     *
     * @return true while the search may go on
     */
    public boolean node() {
        if (stopped != null) {
            return false;
        }
        nodes++;
        if (nodes > limits.nodeLimit()) {
            stopped = StopReason.NODE_LIMIT;
            return false;
        }
        if ((nodes & CHECK_MASK) == 1) { // the first node too: a limit already spent stops the search before it starts
            return check();
        }
        return true;
    }

    /**
     * Reads the clock and the cancellation flag now; false once a limit is reached.
     *
     * @return true while the search may go on
     */
    public boolean check() {
        if (stopped != null) {
            return false;
        }
        if (limits.cancelled().getAsBoolean()) {
            stopped = StopReason.CANCELLED;
        } else if (deadlineNanos != Long.MAX_VALUE && System.nanoTime() - deadlineNanos > 0) {
            stopped = StopReason.TIME_LIMIT;
        }
        return stopped == null;
    }

    /**
     * Whether a limit has stopped the run; it stays stopped.
     *
     * @return true once {@link #stopReason()} is set
     */
    public boolean exhausted() {
        return stopped != null;
    }

    /**
     * The limit that stopped the run, or null while it runs.
     *
     * @return the stop reason, or null
     */
    public StopReason stopReason() {
        return stopped;
    }

    /**
     * The nodes counted so far, the one over the node limit included.
     *
     * @return the node count
     */
    public long nodes() {
        return nodes;
    }

    /**
     * The limits this run started from (their memory budget among them), anchored at its start: what every phase of
     * the run is handed, so that all of them keep the one deadline this budget keeps.
     *
     * @return the limits, started at this run's start when they have a time limit
     */
    public Limits limits() {
        return limits.started() || limits.timeLeft() == null ? limits : limits.startedAt(startNanos);
    }

    /**
     * The time since this run started.
     *
     * @return nanoseconds, by {@link System#nanoTime()}
     */
    public long elapsedNanos() {
        return System.nanoTime() - startNanos;
    }
}
