package org.gridpuzzle.domain.suguru;

/** The logical techniques of the hint engine, easiest first. */
public enum Technique {
    /** A cell with one candidate left. */
    SINGLE_CANDIDATE("single candidate", Difficulty.EASY),
    /** A value with one place left in its region. */
    HIDDEN_SINGLE("hidden single in a region", Difficulty.EASY),
    /** A value removed from the cells that touch every place it can take in a region. */
    NEIGHBOUR_EXCLUSION("king-neighbour exclusion", Difficulty.MEDIUM),
    /**
     * Two cells of a region with the same two candidates: the region's other cells, and cells touching both, lose them.
     */
    NAKED_PAIR("naked pair", Difficulty.HARD),
    /** No technique applies: the right guess, known from the solution, is placed. */
    GUESS("guess (no technique applies)", Difficulty.EXPERT);

    private final String label;
    private final Difficulty difficulty;

    Technique(String label, Difficulty difficulty) {
        this.label = label;
        this.difficulty = difficulty;
    }

    /**
     * The technique's name, for people.
     *
     * @return the label
     */
    public String label() {
        return label;
    }

    /**
     * The grade of a puzzle whose hardest step uses this technique.
     *
     * @return the difficulty
     */
    public Difficulty difficulty() {
        return difficulty;
    }
}
