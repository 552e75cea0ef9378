package org.gridpuzzle.experiment.adapter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.gridpuzzle.experiment.port.in.experiment.ExperimentReport;
import org.junit.jupiter.api.Test;

/** The report said "at least 0.00 cube-hours more" for undecided cube jobs of short limits: seconds of work, as zero. */
class ExperimentTablesTest {

    private static String report(double cubeHoursAtLeast) {
        ExperimentReport.CubeVerdict open = new ExperimentReport.CubeVerdict("snowman", "far", "snowman:cubes:40:8", 40,
                8, "open", 6, 0, 2, 0, null, 0.4, 0.9, cubeHoursAtLeast, "gridpuzzle experiment run ...");
        ExperimentReport r = new ExperimentReport("cubes", List.of("snowman"), 2, 256L << 20, 8, 8, List.of(), 0,
                List.of(), List.of(open));
        StringWriter text = new StringWriter();
        ExperimentTables.print(new PrintWriter(text), r, false);
        return text.toString();
    }

    @Test
    void two_jobs_of_a_2_s_limit_are_4_cube_seconds_not_0_00_cube_hours() {
        assertThat(report(2 * 2 / 3600.0)).contains("2 cube jobs decided nothing within the limit (at least 4.0"
                + " cube-seconds more)").doesNotContain("0.00");
    }

    @Test
    void each_amount_reads_in_a_unit_that_fits_and_never_as_zero() {
        assertThat(ExperimentTables.cubeTime(0.73)).isEqualTo("43.8 cube-minutes");
        assertThat(ExperimentTables.cubeTime(2.5)).isEqualTo("2.50 cube-hours");
        assertThat(ExperimentTables.cubeTime(1.0)).isEqualTo("1.00 cube-hours");
        assertThat(ExperimentTables.cubeTime(59 / 3600.0)).isEqualTo("59.0 cube-seconds");
        assertThat(ExperimentTables.cubeTime(1e-6)).isEqualTo("less than 0.1 cube-seconds");
        for (double h = 1e-5; h < 100; h *= 1.37) {
            assertThat(ExperimentTables.cubeTime(h)).as("%g h", h).doesNotStartWith("0.0 ").doesNotStartWith("0.00 ");
        }
        assertThat(ExperimentTables.cubeTime(0)).isEqualTo("0.0 cube-seconds");
    }
}
