package org.gridpuzzle.domain.floodit.internal;

import java.util.List;
import org.gridpuzzle.domain.search.StopReason;

/**
 * A Fixed Flood-It answer: the colours played at the pivot, whether the length is proved optimal, a proved
 * lower bound (the start position's; for an exact search stopped by a limit, the f-layer it had reached), and
 * search statistics, among them the memory its tables took ({@code memoryBytes}, as charged to its budget).
 * {@code stopped} is set (and the moves empty)
 * when a limit ended the search first.
 */
public record FixedSolution(List<Integer> colours, boolean optimal, int lowerBound, long expanded, long nanos,
        StopReason stopped, long memoryBytes) {

    public FixedSolution {
        colours = List.copyOf(colours);
    }

    /** An answer whose search kept no tables worth counting. */
    public FixedSolution(List<Integer> colours, boolean optimal, int lowerBound, long expanded, long nanos,
            StopReason stopped) {
        this(colours, optimal, lowerBound, expanded, nanos, stopped, 0);
    }

    public int length() {
        return colours.size();
    }

    public boolean found() {
        return stopped == null;
    }
}
