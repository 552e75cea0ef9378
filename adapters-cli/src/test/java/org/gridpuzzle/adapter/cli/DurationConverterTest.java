package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.clikit.DurationConverter;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.TypeConversionException;

class DurationConverterTest {

    private final DurationConverter converter = new DurationConverter();

    @Test
    void reads_every_unit_and_plain_seconds() {
        assertThat(converter.convert("500ms")).isEqualTo(Duration.ofMillis(500));
        assertThat(converter.convert("2.5")).isEqualTo(Duration.ofMillis(2500));
        assertThat(converter.convert("10s")).isEqualTo(Duration.ofSeconds(10));
        assertThat(converter.convert("2m")).isEqualTo(Duration.ofMinutes(2));
        assertThat(converter.convert("1.5h")).isEqualTo(Duration.ofMinutes(90));
        assertThat(converter.convert("1d")).isEqualTo(Duration.ofDays(1));
        assertThat(converter.convert(" 3S ")).isEqualTo(Duration.ofSeconds(3));
    }

    @Test
    void amounts_that_would_overflow_are_usage_errors_not_crashes() {
        for (String huge : new String[] {"99999999999999d", "99999999999999h", "9999999999999999999ms",
                "1e300s", "1001d"}) {
            assertThatThrownBy(() -> converter.convert(huge)).as(huge)
                    .isInstanceOf(TypeConversionException.class);
        }
        assertThat(converter.convert("1000d")).isEqualTo(Duration.ofDays(1000));
    }

    @Test
    void java_literal_suffixes_and_signs_are_not_durations() {
        for (String odd : new String[] {"5f", "-1s", "NaN", "Infinity", "0x10", "", "s", "1.2.3s"}) {
            assertThatThrownBy(() -> converter.convert(odd)).as(odd)
                    .isInstanceOf(TypeConversionException.class)
                    .hasMessageContaining("is not a duration");
        }
    }
}
