package org.gridpuzzle.application.input;

import java.nio.file.Path;
import java.util.Objects;
import org.gridpuzzle.domain.search.Limits;

/**
 * Where an input's text comes from: a file named by the user ({@code -} for standard input), or a name with its text
 * (a web request, an embedding application). The use cases take sources, so no front end has to make a file of a
 * text; the name is what errors show and what an extension picks a format by.
 */
public sealed interface PuzzleSource {

    /** How messages name the input: the path as given ({@code <stdin>} for {@code -}), or the text's name. */
    String name();

    /** The name without its folders ({@code <stdin>} for standard input): a title for answers. */
    String shortName();

    /** The name whose extension chooses a format ({@code stdin.txt} for standard input: the genre's main format). */
    String formatName();

    static PuzzleSource file(Path path) {
        return new File(path);
    }

    /**
     * A file read within {@code limits}: its time limit and cancellation stop a read that waits (a FIFO, a terminal),
     * and its memory budget bounds the bytes read.
     */
    static PuzzleSource file(Path path, Limits limits) {
        return new File(path, limits);
    }

    static PuzzleSource text(String name, String text) {
        return new Text(name, text);
    }

    /**
     * A file on the disk of the machine the command runs on.
     *
     * @param reading the limits its reading keeps (the command's: time, Ctrl-C, memory)
     */
    record File(Path path, Limits reading) implements PuzzleSource {

        public File {
            Objects.requireNonNull(path, "path");
            reading = reading == null ? Limits.none() : reading;
        }

        /** A file read with no limit but the heap's. */
        public File(Path path) {
            this(path, Limits.none());
        }

        public boolean standardInput() {
            return StandardInput.is(path);
        }

        @Override
        public String name() {
            return StandardInput.name(path);
        }

        @Override
        public String shortName() {
            return StandardInput.shortName(path);
        }

        @Override
        public String formatName() {
            return standardInput() || path.getFileName() == null ? "stdin.txt" : path.getFileName().toString();
        }

        @Override
        public String toString() {
            return name();
        }
    }

    /** A text that never was a file: its name is only a label (and its extension a format's). */
    record Text(String name, String text) implements PuzzleSource {

        public Text {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(text, "text");
        }

        @Override
        public String shortName() {
            return name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
        }

        @Override
        public String formatName() {
            return name;
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
