package org.gridpuzzle.adapter.web;

import org.gridpuzzle.application.error.ParameterOutOfRangeException;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.operation.FieldSpec;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.search.Limits;

/** The request fields every operation reads the same way: labels of choices, cells, texts and time limits. */
final class Fields {

    private Fields() {
    }

    /**
     * A choice by its label exactly as the document's enum states it (lower case, '-' for '_'), or the field's default
     * when absent (null when it has none); any other text, " fixed" or "FIXED" too, is refused listing the values.
     */
    static <E extends Enum<E>> E choice(FieldSpec field, Class<E> type, String value) {
        String label = choice(field, value);
        if (label == null) {
            return null;
        }
        for (E e : type.getEnumConstants()) {
            if (label(e).equals(label)) {
                return e;
            }
        }
        throw new IllegalStateException(field.name() + ": the value " + label + " is no constant of " + type.getName());
    }

    /** A choice of text values (a format's name): one of the field's values exactly, or its default when absent. */
    static String choice(FieldSpec field, String value) {
        if (value == null) {
            return field.defaultValue();
        }
        if (!field.values().contains(value)) {
            throw ApiException.badRequest("unknown " + field.name() + " '" + value + "'; choose "
                    + String.join(", ", field.values())).with("option", field.name());
        }
        return value;
    }

    static String label(Enum<?> e) {
        return FieldSpec.label(e);
    }

    private static final Pattern UNSAFE_NAME = Pattern.compile("[^A-Za-z0-9._-]");
    private static final int MAX_NAME = 64;

    /**
     * A request's text as a source: it never becomes a file; its name (the request's, or the fallback) only labels
     * errors and picks a format by its extension.
     */
    static PuzzleSource source(String name, String fallback, String text) {
        return PuzzleSource.text(name(name, fallback), text);
    }

    /** The last segment of a name, only letters, digits, '.', '_' and '-', at most 64 characters. */
    static String name(String name, String fallback) {
        if (name == null || name.isBlank()) {
            return fallback;
        }
        String last = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
        String cleaned = UNSAFE_NAME.matcher(last).replaceAll("_");
        if (cleaned.length() > MAX_NAME) {
            cleaned = cleaned.substring(cleaned.length() - MAX_NAME);
        }
        return cleaned.isEmpty() || cleaned.chars().allMatch(c -> c == '.') ? fallback : cleaned;
    }

    /** The text of the input; required. */
    static String text(String text, String field) {
        if (text == null) {
            throw ApiException.badRequest("'" + field + "' is missing: send the puzzle's text").with("option", field);
        }
        return text;
    }

    /** A cell as [row, col] counted from 1 (as the answers write cells and the command line's r3c5), or null. */
    static Position cell(List<Integer> rowCol, String field) {
        if (rowCol == null) {
            return null;
        }
        if (rowCol.size() != 2 || rowCol.get(0) == null || rowCol.get(1) == null || rowCol.get(0) < 1 || rowCol.get(1) < 1) {
            throw ApiException.badRequest("'" + field + "' must be [row, col] counted from 1, got " + rowCol)
                    .with("option", field);
        }
        return Position.of(rowCol.get(0) - 1, rowCol.get(1) - 1);
    }

    static List<Integer> json(Position p) {
        return p == null ? null : List.of(p.row() + 1, p.col() + 1);
    }

    static List<List<Integer>> json(List<Position> cells) {
        return cells.stream().map(Fields::json).toList();
    }

    /** The request's time limit, or the server's default; never above the server's maximum. */
    static Duration timeout(Long timeoutMs, WebSettings settings) {
        if (timeoutMs == null) {
            return settings.defaultTimeout();
        }
        if (timeoutMs < 1 || timeoutMs > settings.maxTimeout().toMillis()) {
            throw ApiException.badRequest("'timeoutMs' must be between 1 and " + settings.maxTimeout().toMillis()
                    + " (the server's limit), got " + timeoutMs).with("option", "timeoutMs");
        }
        return Duration.ofMillis(timeoutMs);
    }

    /** A job's limits: its time limit, its cancellation and its share of the server's memory. */
    static Limits limits(Duration timeout, Job job, WebSettings settings) {
        return Limits.none().withTimeLimit(timeout).withCancellation(job::cancelRequested)
                .withMemoryBudget(settings.jobMemory());
    }

    /** A flag, or the field's default when absent (off when it has none). */
    static boolean flag(FieldSpec field, Boolean value) {
        return value != null ? value : Boolean.parseBoolean(field.defaultValue());
    }

    /** A number in the field's range (as a server takes it), or the field's default when absent. */
    static int number(FieldSpec field, Integer value) {
        return Math.toIntExact(number(field, value == null ? null : value.longValue()));
    }

    /** A number in the field's range (as a server takes it), or the field's default when absent. */
    static long number(FieldSpec field, Long value) {
        if (value == null) {
            return field.number(null);
        }
        try {
            return field.checkServed(value);
        } catch (ParameterOutOfRangeException e) {
            throw ApiException.badRequest("'" + e.parameter() + "' must be " + (e.max() == Long.MAX_VALUE ? "at least "
                    + e.min() : "between " + e.min() + " and " + e.max()) + ", got " + e.value())
                    .with("option", e.parameter());
        }
    }
}
