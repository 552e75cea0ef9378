package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.PlanStop;
import org.gridpuzzle.domain.search.StopReason;

/** The typed stop of a limit, and of a state search's words (read once here, for every strategy). */
public final class Stops {

    private Stops() {
    }

    /** The stop of a limit. */
    public static PlanStop of(StopReason reason) {
        return switch (reason) {
            case TIME_LIMIT -> PlanStop.TIME_LIMIT;
            case NODE_LIMIT -> PlanStop.NODE_LIMIT;
            case MEMORY_LIMIT -> PlanStop.MEMORY_LIMIT;
            case CANCELLED -> PlanStop.CANCELLED;
        };
    }

    /**
     * The limit a state search's words name ({@link StateSearchResult#stopped}, which the searches begin with the
     * limit's description: "node limit", "time limit reached", "memory budget reached while setting up"), or null for
     * null words and for words that name no limit (the answer then keeps its words without a type, as it always did).
     */
    public static PlanStop ofSearch(String words) {
        if (words == null) {
            return null;
        }
        if (words.startsWith("time limit")) {
            return PlanStop.TIME_LIMIT;
        }
        if (words.startsWith("memory budget") || words.startsWith("out of memory")) {
            return PlanStop.MEMORY_LIMIT;
        }
        if (words.startsWith("node limit")) {
            return PlanStop.NODE_LIMIT;
        }
        return words.startsWith("cancelled") ? PlanStop.CANCELLED : null;
    }
}
