package org.gridpuzzle.adapter.cli;

/**
 * A command whose answer is text, with no picture to draw (a count, a bound, a SAT answer, several levels at once):
 * {@code -o X.png} or {@code X.svg} is refused before the work instead of writing text under a picture's name.
 */
public interface TextAnswers {

    /** Whether this run, with its options, has no picture. */
    default boolean textOnly() {
        return true;
    }
}
