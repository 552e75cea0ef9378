package org.gridpuzzle.format;

import java.util.List;

/**
 * One file format for one kind of model. Readers work on text, so the registry owns the I/O and
 * every format is testable on strings.
 *
 * @param <T> the model this format reads and writes
 */
public interface PuzzleFormat<T> {

    /**
     * The name users pass to {@code --format}.
     *
     * @return the name
     */
    String name();

    /**
     * A line for help texts.
     *
     * @return the description
     */
    String description();

    /**
     * The genre whose files it reads, as help texts head them ({@code SUGURU}, {@code FLOOD-IT}, ...).
     *
     * @return the genre
     */
    String genre();

    /**
     * File name endings this format claims, with the dot ({@code ".in"}).
     *
     * @return the endings
     */
    List<String> extensions();

    /**
     * The class of the model this format reads and writes.
     *
     * @return the model's class
     */
    Class<T> modelType();

    /**
     * Parses a model.
     *
     * @param source the file name used in error messages
     * @param text the file's text
     * @return the model
     * @throws FormatException at the first problem, naming line and column
     */
    T read(String source, String text);

    /**
     * The model as this format's text.
     *
     * @param model the model
     * @return the text
     */
    String write(T model);
}
