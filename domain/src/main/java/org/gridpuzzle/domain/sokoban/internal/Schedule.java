package org.gridpuzzle.domain.sokoban.internal;

import java.time.Duration;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.SearchOptions;

/**
 * The fast search's schedule (#68 item 5): FESS alone first ({@link FessSearch}) for two fifths of the time, then the
 * {@link Portfolio} of feature spaces for the rest. FESS finds some plans the portfolio does not (XSokoban 23, 24, 71
 * and 74, in 700 to 13,000 nodes) and the portfolio many FESS does not yet; a plan or a proof that there is none from
 * FESS ends the run. A search for a plan below a bound (the improving runs after the first plan) is the portfolio's
 * alone: FESS does not count pushes.
 */
final class Schedule {

    /**
     * FESS's share of a time limit, in fifths: two. At 60 s FESS alone solves XSokoban 31 and 41 in 17 and 22 s,
     * and the portfolio after it needs at most 33 s for what it solves and FESS does not (29); a quarter lost 31
     * and 41 (2026-12-07).
     */
    static final int FESS_FIFTHS = 2;
    /** FESS's nodes when there is no time limit to share. */
    static final long FESS_NODES = 10_000;

    private Schedule() {
    }

    static SokobanSearch.Result run(SokobanRoom room, SearchOptions options, Limits given) {
        if (options.below() != Integer.MAX_VALUE) {
            return Portfolio.run(room, options, given);
        }
        Limits limits = given.startingNow();
        Duration left = limits.timeLeft();
        Limits first = left == null ? limits.withNodeLimit(Math.min(limits.nodeLimit(), FESS_NODES))
                : limits.withTimeLimit(left.multipliedBy(FESS_FIFTHS).dividedBy(5));
        SokobanSearch.Result fess = knowing(FessSearch.solve(room, first), options.knownLowerBound());
        if (fess.moves() != null || fess.exhausted() || limits.cancelled().getAsBoolean()) {
            return fess;
        }
        return plus(fess, Portfolio.run(room, options, limits));
    }

    /** FESS's answer with a bound known beforehand: a plan that meets it is optimal. */
    private static SokobanSearch.Result knowing(SokobanSearch.Result r, int known) {
        int lower = Math.max(r.lowerBound(), known);
        return new SokobanSearch.Result(r.moves(), r.pushes(), r.moves() != null && r.pushes() == lower, lower,
                r.exhausted(), r.stopped(), r.states(), r.expanded(), r.bytes(), r.cut(), r.patterns());
    }

    /** The portfolio's answer with FESS's work added (its states and nodes, the larger memory). */
    private static SokobanSearch.Result plus(SokobanSearch.Result fess, SokobanSearch.Result then) {
        return new SokobanSearch.Result(then.moves(), then.pushes(), then.optimal(),
                Math.max(fess.lowerBound(), then.lowerBound()), then.exhausted(), then.stopped(),
                fess.states() + then.states(), fess.expanded() + then.expanded(), Math.max(fess.bytes(), then.bytes()),
                fess.cut() + then.cut(), fess.patterns() + then.patterns());
    }
}
