package org.gridpuzzle.domain.planning;

import org.gridpuzzle.domain.search.StopReason;

/** Why a planning run ended without a plan proved optimal: a limit, a bound refuted, or the proof that none exists. */
public enum PlanStop {
    /** The time limit ran out. */
    TIME_LIMIT,
    /** The node limit of the state searches was reached. */
    NODE_LIMIT,
    /** The memory budget (or the heap) was spent. */
    MEMORY_LIMIT,
    /** The run was cancelled. */
    CANCELLED,
    /** Every plan up to the bound asked about was refuted: none that short exists, longer ones were not asked. */
    REFUTED,
    /** No plan solves the level at all (proved). */
    NO_PLAN,
    /** The run could not start (the level was not read). */
    NOT_RUN;

    /**
     * The limit behind this stop, or null when no limit ended the run.
     *
     * @return the limit, or null for {@link #REFUTED}, {@link #NO_PLAN} and {@link #NOT_RUN}
     */
    public StopReason limit() {
        return switch (this) {
            case TIME_LIMIT -> StopReason.TIME_LIMIT;
            case NODE_LIMIT -> StopReason.NODE_LIMIT;
            case MEMORY_LIMIT -> StopReason.MEMORY_LIMIT;
            case CANCELLED -> StopReason.CANCELLED;
            default -> null;
        };
    }
}
