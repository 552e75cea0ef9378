package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.PlanOutcome;

/**
 * What an external planner's ascent ({@link ModelAscent}) answered, and which solver answered last.
 *
 * @param solver what answered the last query (the one named before any answered)
 */
public record ModelAscentResult(PlanOutcome outcome, String solver) {
}
