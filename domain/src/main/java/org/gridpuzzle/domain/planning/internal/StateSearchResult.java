package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.search.Limits;

/**
 * What one run of a game's state search ({@link StateSearch}) found: a plan or none, the bound it proved, why it stopped, and what it spent.
 *
 * @param moves a replayed plan (walks lower case, object moves upper case), or null
 * @param objectMoves its object moves, −1 without one
 * @param lowerBound object moves every plan needs (proved)
 * @param exhausted no plan below the upper bound asked for exists at all
 * @param stopped the limit that ended the search early, or null
 * @param cut states cut because a learned deadlock pattern held in them (never counted in {@code states})
 * @param patterns the deadlock patterns learned
 * @param nodes the nodes the search expanded (what a node limit counts: {@link Limits#nodeLimit()}); a count that
 *     does not depend on the machine or its load, 0 where the search does not say
 */
public record StateSearchResult(String moves, int objectMoves, boolean optimal, int lowerBound, boolean exhausted, String stopped,
        long states, long cut, int patterns, long nodes) {

    /** A search that does not count its nodes. */
    public StateSearchResult(String moves, int objectMoves, boolean optimal, int lowerBound, boolean exhausted, String stopped,
            long states, long cut, int patterns) {
        this(moves, objectMoves, optimal, lowerBound, exhausted, stopped, states, cut, patterns, 0);
    }

    /** A search that learns no patterns. */
    public StateSearchResult(String moves, int objectMoves, boolean optimal, int lowerBound, boolean exhausted, String stopped,
            long states) {
        this(moves, objectMoves, optimal, lowerBound, exhausted, stopped, states, 0, 0);
    }
}
