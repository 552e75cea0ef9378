package org.gridpuzzle.experiment.service.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.assertj.core.data.Offset;
import org.gridpuzzle.experiment.model.ExperimentSpec;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.model.JobStatus;
import org.gridpuzzle.experiment.port.in.experiment.ExperimentReport;
import org.junit.jupiter.api.Test;

/** The report's figures against a count by hand on a small table of outcomes. */
class ReportSummaryTest {

    private static final ExperimentSpec SPEC = new ExperimentSpec("e", List.of("s"), List.of("a", "b"), 10_000, 1 << 30);

    private static JobOutcome row(String instance, String config, JobStatus status, double wall) {
        JobSpec job = new JobSpec("e", "s", instance, Integer.parseInt(instance), "/f", 0, "h", config, 10_000, 1 << 30);
        return new JobOutcome(job, status, status.solved() ? 7L : null, null, null, wall, wall, 100, Map.of(), "m", 0, 1,
                null);
    }

    @Test
    void par2_counts_decided_jobs_at_their_time_and_every_other_at_twice_the_limit() {
        List<JobOutcome> rows = new ArrayList<>();
        rows.add(row("1", "a", JobStatus.OPTIMAL, 1.5));
        rows.add(row("1", "b", JobStatus.SOLVED, 2.5));
        rows.add(row("2", "a", JobStatus.UNSAT, 3.0));
        rows.add(row("2", "b", JobStatus.TIMEOUT, 11.5));
        rows.add(row("3", "a", JobStatus.MEMOUT, 4.0));
        rows.add(row("3", "b", JobStatus.OPTIMAL, 0.5));
        rows.add(row("10", "a", JobStatus.WRONG_ANSWER, 0.7));
        rows.add(row("10", "b", JobStatus.CRASH, 0.2));
        ExperimentReport r = ReportExperimentService.summarise(SPEC, rows);
        ExperimentReport.ConfigurationSummary a = r.configurations().get(0);
        ExperimentReport.ConfigurationSummary b = r.configurations().get(1);
        assertThat(a.config()).isEqualTo("a");
        assertThat(a.solved()).isEqualTo(1);
        assertThat(a.proved()).isEqualTo(1);
        assertThat(a.unsat()).isEqualTo(1);
        assertThat(a.par2()).isCloseTo(1.5 + 3.0 + 20 + 20, Offset.offset(1e-9));
        assertThat(a.statuses()).containsEntry("memout", 1).containsEntry("wrong answer", 1);
        assertThat(b.solved()).isEqualTo(2);
        assertThat(b.proved()).isEqualTo(1);
        assertThat(b.par2()).isCloseTo(2.5 + 20 + 0.5 + 20, Offset.offset(1e-9));
        // only instance 1 is solved under both
        assertThat(r.commonlySolved()).isEqualTo(1);
        assertThat(a.commonSeconds()).isCloseTo(1.5, Offset.offset(1e-9));
        assertThat(b.commonSeconds()).isCloseTo(2.5, Offset.offset(1e-9));
        assertThat(r.instances()).extracting(ExperimentReport.InstanceRow::instance).containsExactly("1", "2", "3", "10");
        assertThat(r.instances().get(0).cells().get("a").status()).isEqualTo("optimal");
    }

    @Test
    void the_csv_has_a_line_per_row_and_quotes_what_needs_it() {
        JobOutcome o = row("1", "a", JobStatus.CRASH, 1);
        JobOutcome quoted = new JobOutcome(o.job(), o.status(), null, null, null, 1, 1, 1, Map.of(), "m", 0, 1,
                "exit code 1: \"bad\", really");
        String csv = ReportExperimentService.csv(List.of(quoted));
        assertThat(csv.lines()).hasSize(2);
        assertThat(csv).contains("\"exit code 1: \"\"bad\"\", really\"");
    }
}
