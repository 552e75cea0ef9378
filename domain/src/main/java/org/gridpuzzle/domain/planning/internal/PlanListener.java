package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.sat.SatStatus;

/** What a planning run ({@link PlanSearch}) reports as it goes: its phases, SAT calls, searches and best answer. */
public interface PlanListener {

    /** The phase while a found plan's walks are shortened ({@link GameEncoding#fewerMoves}). */
    String SHORTENING = "shortening the plan's walks";

    /** A listener that hears nothing. */
    PlanListener NONE = (phase, bound, status, nanos, variables, clauses) -> {
    };

    /** One solver call: the phase (ascend, ascend-parallel, descend), the bound asked, the answer. */
    void solved(String phase, int bound, SatStatus status, long nanos, int variables, long clauses);

    /** One run of the game's state search. */
    default void searched(String phase, StateSearchResult found, long nanos) {
        // only SAT calls by default
    }

    /** A phase starts (search, search-optimal, ascend, descend...): a long one may run for minutes. */
    default void phase(String phase) {
        // nothing by default
    }

    /**
     * The answer so far changed: the best replayed plan ({@code moves} null without one, {@code objectMoves} −1)
     * and the proved bound. A front end stopped before the strategy returns shows this.
     */
    default void soFar(String moves, int objectMoves, int lowerBound) {
        // nothing by default
    }
}
