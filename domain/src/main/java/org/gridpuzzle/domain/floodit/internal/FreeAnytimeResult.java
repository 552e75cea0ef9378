package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.search.StopReason;

/**
 * What the anytime Free search answered: its best sequence, its proved bound, and why it stopped.
 *
 * @param best the shortest sequence found (board vertices), or null when none was found before a limit
 * @param lowerBound a proved lower bound on m(G)
 * @param optimal whether {@code best} is proved optimal
 * @param stopped the limit that ended the search, or null when it finished
 */
public record FreeAnytimeResult(FreeSolution best, int lowerBound, boolean optimal, StopReason stopped, long nodes) {
}
