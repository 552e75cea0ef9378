package org.gridpuzzle.experiment.adapter.charts;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Tick values a reader can name: on a range of a decade or more, 1, 2 and 5 times the powers of ten (or the powers
 * alone when those are too many); on a narrower one, multiples of a round step (1, 2 or 5 times a power of ten). A log
 * axis left to itself ticks at round exponents instead, so a time axis from 2.7 to 3.5 s read 2.75, 2.82, 2.88...
 */
final class RoundTicks {

    private static final int[] MANTISSAS = {1, 2, 5};

    private RoundTicks() {
    }

    /** At most {@code most} (and at least 2 when the range allows) round values in [low, high], low above 0. */
    static List<BigDecimal> between(double low, double high, int most) {
        if (!(low > 0) || !(high > low) || Double.isInfinite(high)) {
            return List.of();
        }
        if (high / low >= 10) {
            List<BigDecimal> dense = perDecade(low, high, MANTISSAS, 1);
            if (dense.size() <= most) {
                return dense;
            }
            for (int every = 1; ; every++) {
                List<BigDecimal> sparse = perDecade(low, high, new int[] {1}, every);
                if (sparse.size() <= most) {
                    return sparse;
                }
            }
        }
        // narrower than a decade: the finest round step that gives no more than `most` ticks
        int exponent = (int) Math.floor(Math.log10(high - low)) - 2;
        while (true) {
            for (int m : MANTISSAS) {
                BigDecimal step = BigDecimal.valueOf(m).scaleByPowerOfTen(exponent);
                List<BigDecimal> ticks = multiples(low, high, step, most);
                if (ticks != null) {
                    return ticks;
                }
            }
            exponent++;
        }
    }

    /** {@code mantissa x 10^e} in [low, high], for every {@code every}-th power of ten. */
    private static List<BigDecimal> perDecade(double low, double high, int[] mantissas, int every) {
        List<BigDecimal> out = new ArrayList<>();
        int first = (int) Math.floor(Math.log10(low));
        int last = (int) Math.ceil(Math.log10(high));
        for (int e = Math.floorDiv(first, every) * every; e <= last; e += every) {
            for (int m : mantissas) {
                BigDecimal v = BigDecimal.valueOf(m).scaleByPowerOfTen(e);
                double d = v.doubleValue();
                if (d >= low * (1 - 1e-9) && d <= high * (1 + 1e-9)) {
                    out.add(v.stripTrailingZeros());
                }
            }
        }
        return out;
    }

    /** The multiples of {@code step} in [low, high], or null when there are more than {@code most}. */
    private static List<BigDecimal> multiples(double low, double high, BigDecimal step, int most) {
        double s = step.doubleValue();
        long from = (long) Math.ceil(low / s - 1e-9);
        long to = (long) Math.floor(high / s + 1e-9);
        if (to - from + 1 > most) {
            return null;
        }
        List<BigDecimal> out = new ArrayList<>();
        for (long k = Math.max(from, 1); k <= to; k++) {
            out.add(step.multiply(BigDecimal.valueOf(k)).stripTrailingZeros());
        }
        return out;
    }
}
