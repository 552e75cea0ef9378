package org.gridpuzzle.domain.search;

/** Why a search stopped before it had an answer. */
public enum StopReason {
    TIME_LIMIT("time limit reached"),
    NODE_LIMIT("node limit reached"),
    CANCELLED("cancelled"),
    MEMORY_LIMIT("memory budget reached");

    private final String description;

    StopReason(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }
}
