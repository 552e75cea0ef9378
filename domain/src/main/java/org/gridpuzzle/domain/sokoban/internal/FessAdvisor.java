package org.gridpuzzle.domain.sokoban.internal;

/**
 * One of FESS's advisors ([Draft] §5, [CoG] III.E): of a position's moves ({@link ForwardAdvisors}), it picks at most
 * one, which then weighs 0 where any other move weighs 1.
 */
interface FessAdvisor {

    /** The tag of the moves this advisor picks (what the plan audit prints). */
    int tag();

    /** The move this advisor picks among the position's, or −1 for none. */
    int pick(ForwardAdvisors moves);
}
