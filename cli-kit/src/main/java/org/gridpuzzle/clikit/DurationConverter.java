package org.gridpuzzle.clikit;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads {@code 500ms}, {@code 10s}, {@code 2m}, {@code 1h}, {@code 1d} or plain seconds ({@code 2.5}).
 * Exact decimal arithmetic, so no amount can overflow into a negative or wrapped deadline; anything
 * longer than {@link #LONGEST} is refused as a usage error rather than silently meaning "no limit".
 */
public final class DurationConverter implements ITypeConverter<Duration> {

    /** Far beyond any run, far below the nanosecond deadlines' overflow at about 292 years. */
    static final Duration LONGEST = Duration.ofDays(1000);

    private static final Pattern FORM = Pattern.compile("(\\d+(?:\\.\\d*)?|\\.\\d+)(ms|s|m|h|d)?");

    @Override
    public Duration convert(String value) {
        Matcher m = FORM.matcher(value.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new TypeConversionException("'" + value + "' is not a duration (e.g. 500ms, 10s, 2m, 1h, 1d)");
        }
        long unitMillis = switch (m.group(2) == null ? "s" : m.group(2)) {
            case "ms" -> 1;
            case "m" -> 60_000;
            case "h" -> 3_600_000;
            case "d" -> 86_400_000;
            default -> 1000;
        };
        BigDecimal millis = new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(unitMillis));
        if (millis.compareTo(BigDecimal.valueOf(LONGEST.toMillis())) > 0) {
            throw new TypeConversionException("'" + value + "' is longer than the longest limit, "
                    + LONGEST.toDays() + "d");
        }
        return Duration.ofMillis(millis.setScale(0, java.math.RoundingMode.HALF_UP).longValueExact());
    }
}
