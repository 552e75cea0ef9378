package org.gridpuzzle.answer;

import java.util.Locale;

/** Choices as documents name them: lower case, '-' for '_' ({@code two-row}, {@code search-optimal}). */
public final class Labels {

    private Labels() {
    }

    public static String of(Enum<?> e) {
        return e == null ? null : e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
