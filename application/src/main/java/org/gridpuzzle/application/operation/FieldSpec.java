package org.gridpuzzle.application.operation;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.gridpuzzle.application.error.ParameterOutOfRangeException;

/**
 * One field of an operation's request, stated once: its name (camel case; the command line's option is its kebab case,
 * {@code maxSteps} is {@code --max-steps}), what it holds, its default, its range and its allowed values.
 *
 * @param defaultValue the default as text (as picocli and the OpenAPI document state it), or null when absent means
 *        "none" (the service chooses, e.g. a random seed)
 * @param min the least value of an integer field (or of each element of {@link FieldKind#INTEGERS}), or null
 * @param max the greatest value, or null
 * @param values the allowed values of a choice, empty otherwise
 * @param required the request must give it
 * @param commandLineOnly offered on the command line only (an external program's name, say), not on the web
 * @param servedMax the greatest value a server takes, below {@code max} (a shared server makes no board of a million
 *        cells for one request), or null for {@code max}
 */
public record FieldSpec(String name, FieldKind kind, String description, String defaultValue, Long min, Long max,
        List<String> values, boolean required, boolean commandLineOnly, Long servedMax) {

    public FieldSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(description, "description");
        values = List.copyOf(values);
        if (kind == FieldKind.CHOICE && values.isEmpty()) {
            throw new IllegalArgumentException(name + ": a choice needs its values");
        }
        if (defaultValue != null && kind == FieldKind.CHOICE && !values.contains(defaultValue)) {
            throw new IllegalArgumentException(name + ": default " + defaultValue + " is not among " + values);
        }
        if (defaultValue != null && kind == FieldKind.INTEGER) {
            long d = Long.parseLong(defaultValue);
            if ((min != null && d < min) || (max != null && d > max)) {
                throw new IllegalArgumentException(name + ": default " + d + " is outside its range");
            }
        }
    }

    public static FieldSpec text(String name, String description) {
        return new FieldSpec(name, FieldKind.TEXT, description, null, null, null, List.of(), false, false, null);
    }

    public static FieldSpec integer(String name, String description) {
        return new FieldSpec(name, FieldKind.INTEGER, description, null, null, null, List.of(), false, false, null);
    }

    public static FieldSpec flag(String name, String description) {
        return new FieldSpec(name, FieldKind.FLAG, description, null, null, null, List.of(), false, false, null);
    }

    public static FieldSpec of(String name, FieldKind kind, String description) {
        return new FieldSpec(name, kind, description, null, null, null, List.of(), false, false, null);
    }

    /** A choice among an enum's constants by their labels ({@code TWO_ROW} is {@code two-row}). */
    public static FieldSpec choice(String name, String description, Class<? extends Enum<?>> type) {
        return choice(name, description, Arrays.stream(type.getEnumConstants()).map(FieldSpec::label).toList());
    }

    public static FieldSpec choice(String name, String description, List<String> values) {
        return new FieldSpec(name, FieldKind.CHOICE, description, null, null, null, values, false, false, null);
    }

    /** The label of a constant: lower case, {@code -} for {@code _}. */
    public static String label(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public FieldSpec byDefault(Object value) {
        String text = value instanceof Enum<?> e ? label(e) : String.valueOf(value);
        return new FieldSpec(name, kind, description, text, min, max, values, required, commandLineOnly, servedMax);
    }

    public FieldSpec between(long least, long most) {
        return new FieldSpec(name, kind, description, defaultValue, least, most, values, required, commandLineOnly,
                servedMax);
    }

    public FieldSpec atLeast(long least) {
        return new FieldSpec(name, kind, description, defaultValue, least, null, values, required, commandLineOnly,
                servedMax);
    }

    /** A server takes at most {@code most}; the command line takes the whole range. */
    public FieldSpec servedUpTo(long most) {
        return new FieldSpec(name, kind, description, defaultValue, min, max, values, required, commandLineOnly, most);
    }

    /** The greatest value a server takes: {@link #servedMax} when set, else {@link #max}. */
    public Long servedLimit() {
        return servedMax != null ? servedMax : max;
    }

    /** Fails naming this field unless the value is in the range a server takes. */
    public long checkServed(long value) {
        Long top = servedLimit();
        return ParameterOutOfRangeException.check(name, value, min == null ? Long.MIN_VALUE : min,
                top == null ? Long.MAX_VALUE : top);
    }

    public FieldSpec asRequired() {
        return new FieldSpec(name, kind, description, defaultValue, min, max, values, true, commandLineOnly, servedMax);
    }

    public FieldSpec onCommandLineOnly() {
        return new FieldSpec(name, kind, description, defaultValue, min, max, values, required, true, servedMax);
    }

    /** The value, or the default when absent; out of range it fails naming this field. */
    public long number(Long value) {
        if (value == null) {
            if (defaultValue == null) {
                throw new IllegalStateException(name + " has no default");
            }
            return Long.parseLong(defaultValue);
        }
        return check(value);
    }

    /** Fails naming this field unless the value is in its range. */
    public long check(long value) {
        return ParameterOutOfRangeException.check(name, value, min == null ? Long.MIN_VALUE : min,
                max == null ? Long.MAX_VALUE : max);
    }
}
