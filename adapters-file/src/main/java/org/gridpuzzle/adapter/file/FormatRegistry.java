package org.gridpuzzle.adapter.file;

import jakarta.inject.Inject;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.input.StandardInput;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import org.gridpuzzle.application.error.InputStoppedException;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.StoppedException;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.UnrecognisedFormatException;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.format.FormatException;
import org.gridpuzzle.format.PuzzleFormat;

/**
 * All known formats; picks one by name or else by the source's extension, and reads files. Parse errors
 * of the formats become {@link InvalidInputException}s with the same file, line and column.
 */
public final class FormatRegistry {

    private final List<PuzzleFormat<?>> formats;

    @Inject
    public FormatRegistry(Set<PuzzleFormat<?>> formats) {
        this.formats = new ArrayList<>(formats);
        this.formats.sort(Comparator.comparing(PuzzleFormat::name));
    }

    public List<PuzzleFormat<?>> formats() {
        return List.copyOf(formats);
    }

    /** The formats that read and write a model type. */
    public <T> List<PuzzleFormat<T>> formats(Class<T> type) {
        List<PuzzleFormat<T>> out = new ArrayList<>();
        for (PuzzleFormat<?> f : formats) {
            if (f.modelType() == type) {
                @SuppressWarnings("unchecked")
                PuzzleFormat<T> typed = (PuzzleFormat<T>) f;
                out.add(typed);
            }
        }
        return out;
    }

    /**
     * The format for a model type: the one named, or else the one whose extension the file name ends with.
     *
     * @param formatName may be null
     * @throws UnrecognisedFormatException when no format fits
     */
    public <T> PuzzleFormat<T> choose(Class<T> type, String fileName, String formatName) {
        return choose(type, fileName, formatName, fileName);
    }

    /**
     * The format of a source: the one named, or else the one its name's extension claims; an error names the source as
     * the user gave it (its path, not its base name).
     */
    public <T> PuzzleFormat<T> choose(Class<T> type, PuzzleSource source, String formatName) {
        return choose(type, source.formatName(), formatName, source.name());
    }

    /** As {@link #choose(Class, String, String)}, an error naming the source as the user gave it ({@code shown}). */
    private <T> PuzzleFormat<T> choose(Class<T> type, String fileName, String formatName, String shown) {
        List<PuzzleFormat<T>> candidates = formats(type);
        if (formatName != null) {
            for (PuzzleFormat<T> f : candidates) {
                if (f.name().equalsIgnoreCase(formatName)) {
                    return f;
                }
            }
            throw new UnrecognisedFormatException(shown, formatName, names(candidates));
        }
        String lower = fileName.toLowerCase(Locale.ROOT);
        PuzzleFormat<T> best = null;
        int bestLength = -1;
        for (PuzzleFormat<T> f : candidates) {
            for (String ext : f.extensions()) {
                if (lower.endsWith(ext) && ext.length() > bestLength) {
                    best = f;
                    bestLength = ext.length();
                }
            }
        }
        if (best == null) {
            throw new UnrecognisedFormatException(shown, null, names(candidates));
        }
        return best;
    }

    /** Whether some format of the type claims the name's extension. */
    public boolean claims(Class<?> type, String fileName) {
        String lower = fileName.toLowerCase(Locale.ROOT);
        return formats.stream().anyMatch(f -> f.modelType() == type
                && f.extensions().stream().anyMatch(lower::endsWith));
    }

    /**
     * Reads and parses a source: a file ({@code -} is standard input, read in the type's main text format unless one is
     * named) or a text, the format chosen by its name's extension.
     */
    public <T> T read(Class<T> type, PuzzleSource source, String formatName) {
        PuzzleFormat<T> format = choose(type, source.formatName(), formatName != null ? formatName : source.format(),
                source.name());
        String text = readText(source);
        return parsing(() -> format.read(source.name(), text));
    }

    /**
     * Runs a parser on the clock of the source's reading limits: its format errors become bad input at the same
     * place, and a limit it stops at (it looks at the clock every few thousand lines) the input's stop.
     */
    public static <T> T parsing(PuzzleSource source, Function<Budget, T> parser) {
        Budget clock = source.reading().start();
        try {
            return parsing(() -> parser.apply(clock));
        } catch (StoppedException e) {
            throw new InputStoppedException(source.name(), e.reason());
        }
    }

    /** Runs a parser, turning its format errors into bad input at the same place. */
    public static <T> T parsing(Supplier<T> parser) {
        try {
            return parser.get();
        } catch (FormatException e) {
            throw new InvalidInputException(e.source(), e.line(), e.column(), e.problem(), e);
        }
    }

    /**
     * The source's text: a given text as it is, a file's in UTF-8 or else Windows-1252 ({@link TextDecoding}; {@code -}: standard input); a missing or unreadable
     * file is bad input, not a crash.
     */
    public static String readText(PuzzleSource source) {
        if (source instanceof PuzzleSource.Text t) { // a sealed pair: a text, or else a file
            return t.text();
        }
        PuzzleSource.File f = (PuzzleSource.File) source;
        Path file = f.path();
        try {
            byte[] bytes = StandardInput.is(file) ? BoundedInput.stream(source.name(), System.in, f.reading())
                    : BoundedInput.file(source.name(), file, f.reading());
            return TextDecoding.decode(source.name(), bytes);
        } catch (NoSuchFileException e) {
            throw new InvalidInputException(source.name(), FileNames.unnameable(file.toString())
                    ? "no such file by this name: " + FileNames.UNNAMEABLE : "no such file");
        } catch (IOException e) {
            throw new InvalidInputException(source.name(), "cannot read: " + e.getMessage());
        }
    }

    private static List<String> names(List<? extends PuzzleFormat<?>> formats) {
        return formats.stream().map(f -> f.name() + " (" + String.join(", ", f.extensions()) + ")").toList();
    }
}

