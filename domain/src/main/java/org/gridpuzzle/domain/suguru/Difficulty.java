package org.gridpuzzle.domain.suguru;

/** How hard a puzzle is for a person: the hardest technique its explanation needs. */
public enum Difficulty {
    EASY, MEDIUM, HARD, EXPERT
}
