package org.gridpuzzle.experiment.adapter.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Ticks on the lab's log axes are numbers a reader can name. */
class RoundTicksTest {

    private static List<String> ticks(double low, double high) {
        return RoundTicks.between(low, high, RoundLogAxis.MOST_TICKS).stream().map(BigDecimal::toPlainString).toList();
    }

    @Test
    void a_range_narrower_than_a_decade_ticks_at_multiples_of_a_round_step() {
        // the cactus plot: times of 2.7-3.5 s ticked at 2.75, 2.82, ...
        assertThat(ticks(2.7, 3.5)).containsExactly("2.7", "2.8", "2.9", "3", "3.1", "3.2", "3.3", "3.4", "3.5");
        assertThat(ticks(2.6, 4.1)).containsExactly("2.6", "2.8", "3", "3.2", "3.4", "3.6", "3.8", "4");
        assertThat(ticks(0.8, 3)).containsExactly("1", "1.5", "2", "2.5", "3");
        assertThat(ticks(41, 58)).containsExactly("42", "44", "46", "48", "50", "52", "54", "56", "58");
    }

    @Test
    void a_range_of_a_decade_or_more_ticks_at_one_two_and_five_or_at_the_powers_of_ten() {
        assertThat(ticks(0.4, 60)).containsExactly("0.5", "1", "2", "5", "10", "20", "50");
        assertThat(ticks(0.01, 1000)).containsExactly("0.01", "0.1", "1", "10", "100", "1000");
        assertThat(ticks(0.001, 1e9)).hasSizeLessThanOrEqualTo(RoundLogAxis.MOST_TICKS).contains("1", "100");
    }

    @Test
    void every_tick_lies_in_its_range_and_is_round_whatever_the_range() {
        java.util.Random random = new java.util.Random(7);
        for (int i = 0; i < 2000; i++) {
            double low = Math.pow(10, random.nextDouble() * 8 - 3);
            double high = low * (1 + Math.pow(10, random.nextDouble() * 6 - 3));
            List<BigDecimal> t = RoundTicks.between(low, high, RoundLogAxis.MOST_TICKS);
            assertThat(t.size()).as("%s..%s", low, high).isBetween(1, RoundLogAxis.MOST_TICKS);
            for (BigDecimal v : t) {
                assertThat(v.doubleValue()).as("%s..%s", low, high).isBetween(low * (1 - 1e-9), high * (1 + 1e-9));
                // one or two significant digits whose last is 0, 1, 2, 5 (or a multiple of a round step within a decade)
                assertThat(v.stripTrailingZeros().precision()).as("%s in %s..%s", v, low, high).isLessThanOrEqualTo(
                        significant(low, high));
            }
        }
    }

    /** The digits a round tick of the range needs: the step's place and the range's top. */
    private static int significant(double low, double high) {
        if (high / low >= 10) {
            return 1;
        }
        return (int) Math.floor(Math.log10(high)) - (int) Math.floor(Math.log10(high - low)) + 3;
    }
}
