package org.gridpuzzle.adapter.cli;

import java.time.Duration;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads {@code 500ms}, {@code 10s}, {@code 2m}, {@code 1h} or plain seconds ({@code 2.5}). */
public final class DurationConverter implements ITypeConverter<Duration> {

    @Override
    public Duration convert(String value) {
        String v = value.trim().toLowerCase(Locale.ROOT);
        try {
            if (v.endsWith("ms")) {
                return Duration.ofMillis(Long.parseLong(v.substring(0, v.length() - 2)));
            }
            double amount;
            long unitMillis;
            if (v.endsWith("s")) {
                amount = Double.parseDouble(v.substring(0, v.length() - 1));
                unitMillis = 1000;
            } else if (v.endsWith("m")) {
                amount = Double.parseDouble(v.substring(0, v.length() - 1));
                unitMillis = 60_000;
            } else if (v.endsWith("h")) {
                amount = Double.parseDouble(v.substring(0, v.length() - 1));
                unitMillis = 3_600_000;
            } else {
                amount = Double.parseDouble(v);
                unitMillis = 1000;
            }
            if (amount < 0 || Double.isNaN(amount) || Double.isInfinite(amount)) {
                throw new TypeConversionException("'" + value + "' is not a duration (e.g. 500ms, 10s, 2m)");
            }
            return Duration.ofMillis(Math.round(amount * unitMillis));
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not a duration (e.g. 500ms, 10s, 2m)");
        }
    }
}
