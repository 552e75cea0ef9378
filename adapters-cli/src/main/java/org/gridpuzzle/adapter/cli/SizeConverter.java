package org.gridpuzzle.adapter.cli;

import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads a memory size: {@code 512m}, {@code 4g}, {@code 1.5g}, {@code 800k}, or plain bytes; at least 64 MiB. */
public final class SizeConverter implements ITypeConverter<Long> {

    static final long MINIMUM = 64L << 20;

    @Override
    public Long convert(String value) {
        String v = value.trim().toLowerCase(Locale.ROOT);
        if (v.endsWith("b")) {
            v = v.substring(0, v.length() - 1); // 4gb, 512mb
        }
        long unit = 1;
        if (v.endsWith("k") || v.endsWith("m") || v.endsWith("g") || v.endsWith("t")) {
            unit = 1L << (10 * ("kmgt".indexOf(v.charAt(v.length() - 1)) + 1));
            v = v.substring(0, v.length() - 1);
        }
        double amount;
        try {
            amount = v.chars().allMatch(c -> (c >= '0' && c <= '9') || c == '.') ? Double.parseDouble(v) : -1;
        } catch (NumberFormatException e) {
            amount = -1;
        }
        if (amount < 0 || amount * unit > Long.MAX_VALUE / 2) {
            throw new TypeConversionException("'" + value + "' is not a memory size (e.g. 512m, 4g)");
        }
        long bytes = (long) (amount * unit);
        if (bytes < MINIMUM) {
            throw new TypeConversionException("'" + value + "' is below the smallest memory size, 64m");
        }
        return bytes;
    }
}
