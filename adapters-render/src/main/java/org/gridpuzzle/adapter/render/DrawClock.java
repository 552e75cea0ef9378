package org.gridpuzzle.adapter.render;

import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;

/**
 * The clock a picture is drawn against: the painters, the sizing and the writers count their steps (a shape, a move
 * replayed), and every {@value #EVERY} steps the limits' clock and cancel are read. A picture of megabytes took
 * seconds to draw (a minute on a loaded machine) with nothing looking at the request's time; it now stops at it. One
 * clock serves one drawing, on one thread.
 */
final class DrawClock {

    /** Every how many steps the clock is read: a step is well under a microsecond, so a check within milliseconds. */
    static final int EVERY = 1024;

    /** No limit: never read. */
    static final DrawClock NONE = new DrawClock(null);

    private final Budget budget;
    private int steps;

    private DrawClock(Budget budget) {
        this.budget = budget;
    }

    /** A clock started now against {@code limits} (a limit already spent stops the first check). */
    static DrawClock of(Limits limits) {
        return new DrawClock(limits.start());
    }

    /** One step; reads the clock every {@link #EVERY}. */
    void step() {
        if (budget != null && ++steps >= EVERY) {
            steps = 0;
            now();
        }
    }

    /** Reads the clock now. */
    void now() {
        if (budget != null && !budget.check()) {
            throw new Stopped(budget.stopReason());
        }
    }

    /** A drawing a limit stopped. */
    static final class Stopped extends RuntimeException {

        private static final long serialVersionUID = 1L;

        private final StopReason reason;

        Stopped(StopReason reason) {
            super(reason.description(), null, false, false);
            this.reason = reason;
        }

        StopReason reason() {
            return reason;
        }
    }
}
