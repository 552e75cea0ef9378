package org.gridpuzzle.clikit;

import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import java.util.stream.Collectors;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads an enum constant by its label: lower case, {@code -} for {@code _} ({@code two-row} for {@code TWO_ROW}).
 * An unknown name lists the choices. One small subclass per enum gives picocli its no-argument constructor; the
 * same class lists the labels as the option's completion candidates, so shell completion offers what is accepted.
 */
public abstract class LabelledEnumConverter<E extends Enum<E>> implements ITypeConverter<E>, Iterable<String> {

    private final Class<E> type;
    private final String what;

    protected LabelledEnumConverter(Class<E> type, String what) {
        this.type = type;
        this.what = what;
    }

    @Override
    public E convert(String value) {
        String name = value.trim().toUpperCase(Locale.ROOT).replace('-', '_');
        for (E constant : type.getEnumConstants()) {
            if (constant.name().equals(name)) {
                return constant;
            }
        }
        throw new TypeConversionException("unknown " + what + " '" + value + "'; choose " + choices(type));
    }

    @Override
    public Iterator<String> iterator() {
        return Arrays.stream(type.getEnumConstants()).map(LabelledEnumConverter::label).iterator();
    }

    /** The labels of an enum's constants, comma-separated. */
    public static String choices(Class<? extends Enum<?>> type) {
        return Arrays.stream(type.getEnumConstants()).map(LabelledEnumConverter::label).collect(Collectors.joining(", "));
    }

    /** The label of a constant: lower case, {@code -} for {@code _}. */
    public static String label(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}

