package org.gridpuzzle.domain.suguru;

/** The logical techniques of the hint engine, easiest first. */
public enum Technique {
    SINGLE_CANDIDATE("single candidate", Difficulty.EASY),
    HIDDEN_SINGLE("hidden single in a region", Difficulty.EASY),
    NEIGHBOUR_EXCLUSION("king-neighbour exclusion", Difficulty.MEDIUM),
    NAKED_PAIR("naked pair", Difficulty.HARD),
    GUESS("guess (no technique applies)", Difficulty.EXPERT);

    private final String label;
    private final Difficulty difficulty;

    Technique(String label, Difficulty difficulty) {
        this.label = label;
        this.difficulty = difficulty;
    }

    public String label() {
        return label;
    }

    public Difficulty difficulty() {
        return difficulty;
    }
}
