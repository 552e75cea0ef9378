package org.gridpuzzle.experiment.service.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.domain.planning.PlanSearch;
import org.gridpuzzle.experiment.model.ExperimentSpec;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.model.JobStatus;
import org.gridpuzzle.experiment.port.in.experiment.ExperimentReport;
import org.junit.jupiter.api.Test;

/**
 * A cube split as an experiment's configuration: its jobs, and the verdict of their rows: refuted only when every job
 * has a row that refutes its cubes.
 */
class CubeSplitTest {

    private static final String SPLIT = "snowman:cubes:27:4:tree:cadical";
    private static final ExperimentSpec SPEC = new ExperimentSpec("proof", List.of("snowman:24"), List.of(SPLIT),
            60_000, 1L << 32);

    @Test
    void a_split_lists_one_job_per_cube_job_and_each_job_names_its_split() {
        Configuration split = Configuration.parse(SPLIT);
        assertThat(split.isSplit()).isTrue();
        assertThat(split.jobConfigs()).containsExactly("snowman:cube:27:1/4:tree:cadical",
                "snowman:cube:27:2/4:tree:cadical", "snowman:cube:27:3/4:tree:cadical", "snowman:cube:27:4/4:tree:cadical");
        Configuration job = Configuration.parse("snowman:cube:27:3/4:tree:cadical");
        assertThat(job.isCubeJob()).isTrue();
        assertThat(job.planning().cubing()).isEqualTo(PlanSearch.Cubing.job(27, 3, 4));
        assertThat(job.satSolver()).isEqualTo("cadical");
        assertThat(Configuration.splitOf("snowman:cube:27:3/4:tree:cadical")).isEqualTo(SPLIT);
        assertThat(Configuration.splitOf("snowman:hybrid")).isEqualTo("snowman:hybrid");
        assertThat(Configuration.parse("sokoban:cubes:9:2").planning().encoding().name()).isEqualTo("PATH");
        Configuration searched = Configuration.parse("snowman:cube:27:3/4:search");
        assertThat(searched.planning().cubing()).isEqualTo(PlanSearch.Cubing.job(27, 3, 4).bySearch());
        assertThat(Configuration.parse("snowman:cubes:27:4:search").jobConfigs()).startsWith("snowman:cube:27:1/4:search");
    }

    @Test
    void malformed_splits_are_refused_with_the_form_to_write() {
        for (String bad : List.of("snowman:cubes:27", "snowman:cubes:0:4", "snowman:cubes:27:x", "snowman:cube:27:5/4",
                "snowman:cube:27:4", "snowman:cubes:27:4:knot", "snowman:cubes:27:70000")) {
            assertThatThrownBy(() -> Configuration.parse(bad)).as(bad).isInstanceOf(InvalidInputException.class);
        }
    }

    @Test
    void refuted_only_when_every_job_has_a_refuting_row() {
        List<JobOutcome> rows = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            rows.add(row(i, JobStatus.UNSAT, i));
        }
        ExperimentReport.CubeVerdict three = only(rows);
        assertThat(three.verdict()).isEqualTo("open");
        assertThat(three.missing()).isEqualTo(1);
        assertThat(three.refuted()).isEqualTo(3);

        rows.add(row(4, JobStatus.TIMEOUT, 60));
        ExperimentReport.CubeVerdict timedOut = only(rows);
        assertThat(timedOut.verdict()).isEqualTo("open");
        assertThat(timedOut.undecided()).isEqualTo(1);
        assertThat(timedOut.cubeHoursAtLeast()).isEqualTo(60.0 / 3600);
        assertThat(timedOut.toFinish()).contains("--config " + SPLIT).contains("--set snowman:24")
                .contains("--limit 240s").contains("--reuse-cubes-from proof").contains("--cluster");

        rows.set(3, row(4, JobStatus.UNSAT, 2));
        ExperimentReport.CubeVerdict all = only(rows);
        assertThat(all.verdict()).isEqualTo("refuted");
        assertThat(all.toFinish()).isNull();
        assertThat(all.medianRefutedSeconds()).isEqualTo(2);
        ExperimentReport r = ReportExperimentService.summarise(SPEC, rows);
        assertThat(r.configurations()).extracting(ExperimentReport.ConfigurationSummary::config).containsExactly(SPLIT);
        assertThat(r.configurations().get(0).unsat()).isEqualTo(4);
        assertThat(r.instances().get(0).cells().get(SPLIT).status()).isEqualTo("refuted");
        assertThat(r.instances().get(0).cells().get(SPLIT).seconds()).isEqualTo(1 + 2 + 3 + 2);

        rows.set(1, row(2, JobStatus.SOLVED, 5));
        assertThat(only(rows).verdict()).isEqualTo("plan");
        assertThat(only(rows).bestPlan()).isEqualTo(26);
    }

    private static ExperimentReport.CubeVerdict only(List<JobOutcome> rows) {
        List<ExperimentReport.CubeVerdict> v = CubeVerdicts.of(SPEC, rows, "proof.db");
        assertThat(v).hasSize(1);
        return v.get(0);
    }

    private static JobOutcome row(int job, JobStatus status, double wall) {
        JobSpec spec = new JobSpec("proof", "snowman", "rob_james_matthew", 23, "/levels/rob_james_matthew.lvl", 0, "h",
                "snowman:cube:27:" + job + "/4:tree:cadical", 60_000, 1L << 32);
        return new JobOutcome(spec, status, status.solved() ? 26L : null, null, null, wall, wall, 100, Map.of(), "m", 0,
                1, null);
    }
}
