package org.gridpuzzle.format;

import java.util.List;

/**
 * One file format for one kind of model. Readers work on text, so the registry owns the I/O and
 * every format is testable on strings.
 *
 * @param <T> the model this format reads and writes
 */
public interface PuzzleFormat<T> {

    /** The name users pass to {@code --format}. */
    String name();

    /** A line for help texts. */
    String description();

    /** The genre whose files it reads, as help texts head them ({@code SUGURU}, {@code FLOOD-IT}, ...). */
    String genre();

    /** File name endings this format claims, with the dot ({@code ".in"}). */
    List<String> extensions();

    Class<T> modelType();

    /**
     * Parses a model.
     *
     * @param source the file name used in error messages
     * @throws FormatException at the first problem, naming line and column
     */
    T read(String source, String text);

    /** The model as this format's text. */
    String write(T model);
}
