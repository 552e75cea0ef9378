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

    /**
     * The limits its reading keeps: a wait for bytes (a FIFO, a terminal) and the readers' pass over the text stop at
     * the time limit or on a cancel, and the memory budget bounds the bytes read.
     */
    Limits reading();

    /** The same input read within {@code limits} (a web job's time limit and cancellation, say). */
    PuzzleSource withReading(Limits limits);

    /** The format it is in, by name ({@code --format slc}), or null: its name's extension decides. */
    String format();

    /** The same input read as the named format (null: by its extension). */
    PuzzleSource withFormat(String format);

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

    /** A text whose reading keeps {@code limits} (its time limit and cancellation). */
    static PuzzleSource text(String name, String text, Limits limits) {
        return new Text(name, text, limits);
    }

    /**
     * A file on the disk of the machine the command runs on.
     *
     * @param reading the limits its reading keeps (the command's: time, Ctrl-C, memory)
     */
    record File(Path path, Limits reading, String format) implements PuzzleSource {

        public File {
            Objects.requireNonNull(path, "path");
            reading = reading == null ? Limits.none() : reading;
        }

        /** A file read with no limit but the heap's. */
        public File(Path path) {
            this(path, Limits.none());
        }

        /** A file whose extension picks its format. */
        public File(Path path, Limits reading) {
            this(path, reading, null);
        }

        @Override
        public File withReading(Limits limits) {
            return new File(path, limits, format);
        }

        @Override
        public File withFormat(String name) {
            return new File(path, reading, name);
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

    /**
     * A text that never was a file: its name is only a label (and its extension a format's).
     *
     * @param reading the limits the readers' pass over it keeps
     */
    record Text(String name, String text, Limits reading, String format) implements PuzzleSource {

        public Text {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(text, "text");
            reading = reading == null ? Limits.none() : reading;
        }

        /** A text read with no limit but the heap's. */
        public Text(String name, String text) {
            this(name, text, Limits.none());
        }

        /** A text whose name's extension picks its format. */
        public Text(String name, String text, Limits reading) {
            this(name, text, reading, null);
        }

        @Override
        public Text withReading(Limits limits) {
            return new Text(name, text, limits, format);
        }

        @Override
        public Text withFormat(String name) {
            return new Text(this.name, text, reading, name);
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
