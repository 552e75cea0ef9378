package org.gridpuzzle.application.input;

import java.nio.file.Path;

/** The convention every use case's input file follows: {@code -} means standard input, shown as {@code <stdin>}. */
public final class StandardInput {

    /** The file name that stands for standard input. */
    public static final String NAME = "-";

    private StandardInput() {
    }

    public static boolean is(Path file) {
        return file != null && file.toString().equals(NAME);
    }

    /** How messages name an input: {@code <stdin>}, or the file's own name without its folders. */
    public static String shortName(Path file) {
        return is(file) ? "<stdin>" : file.getFileName().toString();
    }

    /** How messages name an input: {@code <stdin>}, or the path as the user gave it. */
    public static String name(Path file) {
        return is(file) ? "<stdin>" : file.toString();
    }
}
