package org.gridpuzzle.domain.suguru;

/** How hard a puzzle is for a person: the hardest technique its explanation needs. */
public enum Difficulty {
    /** Single candidates and hidden singles suffice. */
    EASY,
    /** King-neighbour exclusion is needed. */
    MEDIUM,
    /** Naked pairs are needed. */
    HARD,
    /** No technique of the hint engine suffices: the explanation guesses. */
    EXPERT
}
