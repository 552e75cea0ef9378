package org.gridpuzzle.domain.search;

/** Why a search stopped before it had an answer. */
public enum StopReason {
    /** The time limit ran out. */
    TIME_LIMIT("time limit reached"),
    /** The search expanded as many nodes as its node limit allows. */
    NODE_LIMIT("node limit reached"),
    /** The cancellation flag was raised. */
    CANCELLED("cancelled"),
    /** A structure the search needed would not fit in the memory budget. */
    MEMORY_LIMIT("memory budget reached");

    private final String description;

    StopReason(String description) {
        this.description = description;
    }

    /**
     * A short phrase for people, such as "time limit reached".
     *
     * @return the description
     */
    public String description() {
        return description;
    }
}
