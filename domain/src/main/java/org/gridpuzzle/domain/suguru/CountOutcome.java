package org.gridpuzzle.domain.suguru;

import org.gridpuzzle.domain.search.StopReason;

/**
 * How many solutions were found, whether that is all of them (or the limit was hit first), and why
 * the count stopped early if it did.
 *
 * @param count solutions found (never more than the limit)
 * @param complete true when the search space was exhausted: {@code count} is the exact number
 * @param stopReason the limit that ended the count early, or null
 * @param stats what the count cost
 */
public record CountOutcome(long count, boolean complete, StopReason stopReason, SearchStats stats) {

    /**
     * True when exactly one solution exists.
     *
     * @return whether the count is complete and is 1
     */
    public boolean unique() {
        return complete && count == 1;
    }
}
