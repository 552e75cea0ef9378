package org.gridpuzzle.domain.search.internal;

/**
 * Hears how an anytime search is doing: its proved lower bound, the length of its best answer so far (or -1 before
 * one), and the nodes it has counted. Called from the search's own thread, often (on every new bound or best, and
 * every few thousand nodes), so a listener that prints throttles itself.
 */
@FunctionalInterface
public interface BoundsListener {

    BoundsListener NONE = (lowerBound, best, nodes) -> { };

    void bounds(int lowerBound, int best, long nodes);
}
