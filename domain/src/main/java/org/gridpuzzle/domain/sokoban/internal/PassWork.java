package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.search.Budget;

/**
 * The work {@link FewerMoves}' passes may do, and their look at the run's budget: a cell a walk visits, a push a
 * candidate order holds or a replay plays each count one unit; the clock and the cancel flag are read every
 * {@link #LOOK_EVERY} units.
 */
final class PassWork {

    /**
     * The most work the passes do: a plan is not held back for long to save a few moves (about 1.5 s on a 3,000-cell
     * room with 2,400 pushes, whose passes would otherwise run for minutes). It counts what the passes do whether or
     * not they measure a walk: a candidate refused by the grid distance alone still cost its length.
     */
    static final long MAX_WORK = 100_000_000L;
    /**
     * The clock is read every this many units of work (well under a millisecond): between walks alone, a pass that
     * refused thousands of candidates without a walk went a second without a look.
     */
    static final long LOOK_EVERY = 1 << 16;

    private final Budget budget;
    private long work;
    private long nextLook = LOOK_EVERY;

    PassWork(Budget budget) {
        this.budget = budget;
    }

    /** Counts work done, reading the clock (and the cancel flag) when its turn comes. */
    void add(long units) {
        work += units;
        if (work >= nextLook) {
            nextLook = work + LOOK_EVERY;
            budget.check();
        }
    }

    /** Reads the clock and the cancel flag now; false once a limit is reached. */
    boolean check() {
        return budget.check();
    }

    /** Whether the limits, or the work the passes may do, are spent. */
    boolean stopped() {
        return work > MAX_WORK || budget.exhausted();
    }
}
