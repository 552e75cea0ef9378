package org.gridpuzzle.experiment.service.experiment;

import org.gridpuzzle.domain.planning.PlanOptions;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.experiment.model.ExperimentGenre;
import org.gridpuzzle.format.sokoban.XsbFormat;
import org.gridpuzzle.experiment.model.ExperimentSpec;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.model.JobStatus;
import org.gridpuzzle.experiment.port.in.experiment.ExperimentReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
        assertThat(job.planning().cubing()).isEqualTo(PlanOptions.Cubing.job(27, 3, 4));
        assertThat(job.satSolver()).isEqualTo("cadical");
        assertThat(Configuration.splitOf("snowman:cube:27:3/4:tree:cadical")).isEqualTo(SPLIT);
        assertThat(Configuration.splitOf("snowman:hybrid")).isEqualTo("snowman:hybrid");
        assertThat(Configuration.parse("sokoban:cubes:9:2").planning().encoding().name()).isEqualTo("PATH");
        Configuration searched = Configuration.parse("snowman:cube:27:3/4:search");
        assertThat(searched.planning().cubing()).isEqualTo(PlanOptions.Cubing.job(27, 3, 4).bySearch());
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

    @Test
    void the_command_to_finish_a_split_of_a_collection_file_names_the_file_as_given_and_runs(@TempDir Path dir)
            throws Exception {
        // the hostile run's L2: --set BIG/lab1/solved.xsb was printed back as --set solved:1, which names no set
        Path file = Files.writeString(dir.resolve("two levels.xsb"), "; one\n#####\n#@$.#\n#####\n\n; two\n"
                + "######\n#@$ .#\n######\n");
        Path here = Path.of("").toAbsolutePath();
        String given = (file.startsWith(here) ? here.relativize(file) : file) + ":2";
        ExperimentSpec spec = new ExperimentSpec("t", List.of(given), List.of("sokoban:cubes:3:2"), 10_000, 256L << 20);
        ExperimentSets sets = new ExperimentSets(null, null, source -> XsbFormat.parse(source.name(),
                read(((PuzzleSource.File) source).path())), null, null, null, null);
        List<SetInstance> instances = sets.instances(given, List.of(ExperimentGenre.SOKOBAN));
        assertThat(instances).singleElement().satisfies(i -> assertThat(i.set()).isEqualTo("two levels"));
        SetInstance level = instances.get(0);
        List<JobOutcome> rows = new ArrayList<>();
        for (int job = 1; job <= 2; job++) {
            JobSpec spec1 = new JobSpec("t", level.set(), level.name(), level.index(), level.file(), level.part(),
                    level.hash(), "sokoban:cube:3:" + job + "/2", 10_000, 256L << 20);
            rows.add(new JobOutcome(spec1, JobStatus.TIMEOUT, null, null, null, 10, 10, 1, Map.of(), "m", 0, 1, null));
        }
        ExperimentReport.CubeVerdict open = CubeVerdicts.of(spec, rows, "my results.db").get(0);
        assertThat(open.verdict()).isEqualTo("open");
        String command = open.toFinish();
        // the set and the database as a shell gives them back: quoted, since they hold a space
        assertThat(command).contains("--db 'my results.db'").contains("--set '" + given.replace(":2", "") + ":2'");
        String set = command.substring(command.indexOf("--set '") + 7, command.indexOf("' --config"));
        assertThat(sets.instances(set, List.of(ExperimentGenre.SOKOBAN))).singleElement().satisfies(i -> {
            assertThat(i.file()).isEqualTo(level.file());
            assertThat(i.index()).isEqualTo(level.index());
            assertThat(i.hash()).isEqualTo(level.hash());
        });
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
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
