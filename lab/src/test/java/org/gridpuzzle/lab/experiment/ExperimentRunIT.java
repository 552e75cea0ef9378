package org.gridpuzzle.lab.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobStatus;
import org.gridpuzzle.app.CliRun;
import org.gridpuzzle.lab.LabRun;
import org.gridpuzzle.fixtures.SharedData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Small experiments on the local pool, each job in a JVM of its own, checked row by row against the published data. */
class ExperimentRunIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void suguru_paper_instances_under_two_solvers_give_one_verified_row_per_job() throws IOException {
        Path data = SharedData.sharedData("suguru/paper230").orElse(null);
        assumeTrue(data != null, "shared/data/suguru/paper230 is absent: skipping the experiment on it");
        Path db = dir.resolve("e.db");
        CliRun run = LabRun.of("experiment", "run", "--db", db.toString(), "--name", "suguru", "--set", "paper230:1-20",
                "--config", "suguru:fast", "--config", "suguru:paper", "--limit", "20s", "--memory", "256m",
                "--workers", "2", "-q", "--json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<JobOutcome> rows = Rows.of(db, "suguru");
        assertThat(rows).hasSize(40);
        Set<String> keys = rows.stream().map(o -> o.job().key()).collect(Collectors.toSet());
        assertThat(keys).hasSize(40);
        for (JobOutcome o : rows) {
            assertThat(o.status()).as(o.job().key() + ": " + o.message()).isEqualTo(JobStatus.OPTIMAL);
            // the published answer, compared cell by cell with the grid the job's process answered
            String published = Files.readString(data.resolve(o.job().instance() + ".ans")).trim();
            String answered = Arrays.stream(o.answer().split("/")).collect(Collectors.joining("\n"));
            assertThat(answered.replaceAll("\\s+", " ")).isEqualTo(published.replaceAll("\\s+", " "));
            assertThat(o.wallSeconds()).isPositive();
            assertThat(o.cpuSeconds()).isPositive();
            assertThat(o.peakRssBytes()).isPositive();
        }
        JsonNode report = JSON.readTree(run.out());
        for (JsonNode c : report.get("configurations")) {
            String config = c.get("config").asText();
            List<JobOutcome> mine = rows.stream().filter(o -> o.job().config().equals(config)).toList();
            assertThat(c.get("solved").asInt()).isEqualTo(20);
            assertThat(c.get("proved").asInt()).isEqualTo(20);
            // PAR-2 by hand: every job decided, so the sum of the wall times
            assertThat(c.get("par2").asDouble()).isCloseTo(mine.stream().mapToDouble(JobOutcome::wallSeconds).sum(),
                    org.assertj.core.data.Offset.offset(1e-9));
        }
        assertThat(report.get("commonlySolved").asInt()).isEqualTo(20);
    }

    @Test
    void microban_levels_under_two_planners_replay_and_par2_counts_each_failure_twice_the_limit() throws IOException {
        assumeTrue(SharedData.sharedData("sokoban/microban").isPresent(), "shared/data/sokoban/microban is absent");
        Path db = dir.resolve("m.db");
        CliRun run = LabRun.of("experiment", "run", "--db", db.toString(), "--name", "micro", "--set", "microban:1-5",
                "--config", "sokoban:sequential:path", "--config", "sokoban:recipe:tree", "--limit", "10s",
                "--memory", "512m", "--workers", "2", "-q", "--json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<JobOutcome> rows = Rows.of(db, "micro");
        assertThat(rows).hasSize(10);
        for (JobOutcome o : rows) {
            if (o.status().solved()) {
                // replayed once more, by the command line a user would run
                CliRun check = LabRun.of("sokoban", "check", o.job().file(), "--level", Integer.toString(o.job().part()),
                        o.answer(), "--json");
                assertThat(check.exitCode()).as(o.job().key() + " " + check.err()).isZero();
                JsonNode replay = JSON.readTree(check.out());
                assertThat(replay.get("solved").asBoolean()).isTrue();
                assertThat(replay.get("objectMoves").asLong()).isEqualTo(o.value());
            }
        }
        JsonNode report = JSON.readTree(run.out());
        Map<String, Double> par2 = new java.util.HashMap<>();
        for (JobOutcome o : rows) {
            par2.merge(o.job().config(), o.status().decided() ? o.wallSeconds() : 20.0, Double::sum);
        }
        Set<String> seen = new HashSet<>();
        for (JsonNode c : report.get("configurations")) {
            String config = c.get("config").asText();
            seen.add(config);
            long solved = rows.stream().filter(o -> o.job().config().equals(config) && o.status().solved()).count();
            assertThat(c.get("solved").asLong()).isEqualTo(solved);
            assertThat(c.get("par2").asDouble()).isCloseTo(par2.get(config), org.assertj.core.data.Offset.offset(1e-9));
        }
        assertThat(seen).containsExactlyInAnyOrder("sokoban:sequential:path", "sokoban:recipe:tree");
    }

    @Test
    void a_job_stopped_at_its_limit_is_a_timeout_within_the_limit_and_two_seconds() {
        assumeTrue(SharedData.sharedData("sokoban/xsokoban90").isPresent(), "shared/data/sokoban/xsokoban90 is absent");
        Path db = dir.resolve("t.db");
        CliRun run = LabRun.of("experiment", "run", "--db", db.toString(), "--name", "limits", "--set", "xsokoban90:1-2",
                "--config", "sokoban:sequential:path", "--limit", "2s", "--memory", "2g", "--workers", "2", "-q");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<JobOutcome> rows = Rows.of(db, "limits");
        assertThat(rows).hasSize(2);
        for (JobOutcome o : rows) {
            assertThat(o.status()).as(o.message()).isEqualTo(JobStatus.TIMEOUT);
            assertThat(o.wallSeconds()).isLessThan(4.0);
        }
    }

    @Test
    void a_job_beyond_its_memory_is_a_memout_and_the_run_goes_on() {
        assumeTrue(SharedData.sharedData("sokoban/xsokoban90").isPresent(), "shared/data/sokoban/xsokoban90 is absent");
        assumeTrue(SharedData.sharedData("sokoban/microban").isPresent(), "shared/data/sokoban/microban is absent");
        Path db = dir.resolve("mem.db");
        // XSokoban 1's formulas outgrow a 48 MiB heap at once; Microban 1 fits in it
        CliRun run = LabRun.of("experiment", "run", "--db", db.toString(), "--name", "memory", "--set", "xsokoban90:1",
                "--set", "microban:1", "--config", "sokoban:parallel:tree", "--limit", "30s", "--memory", "64m",
                "--workers", "1", "-q");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<JobOutcome> rows = Rows.of(db, "memory");
        assertThat(rows).hasSize(2);
        assertThat(rows.get(0).job().set()).isEqualTo("microban");
        assertThat(rows.get(0).status()).as(rows.get(0).message()).isEqualTo(JobStatus.OPTIMAL);
        assertThat(rows.get(1).status()).as(rows.get(1).message()).isEqualTo(JobStatus.MEMOUT);
        assertThat(rows.get(1).wallSeconds()).isLessThan(30);
    }

    @Test
    void a_collection_file_with_a_broken_level_runs_its_good_levels_and_records_the_broken_one() throws Exception {
        Path sok = java.nio.file.Files.writeString(dir.resolve("bad.sok"), "#####\n#@$.#\n#####\nTitle: Good one\n\n"
                + "#####\n#$. #\n#####\nTitle: Lost player\n\n######\n#@$ .#\n######\nTitle: Good two\n");
        Path db = dir.resolve("collection.db");
        CliRun run = LabRun.of("experiment", "run", "--db", db.toString(), "--name", "collection", "--set",
                sok.toString(), "--config", "sokoban:search", "--limit", "20s", "--memory", "256m", "--workers", "1",
                "-q");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<JobOutcome> rows = Rows.of(db, "collection");
        assertThat(rows).extracting(o -> o.job().set() + "/" + o.job().instance() + " " + o.status())
                .containsExactly("bad/1 OPTIMAL", "bad/2 CRASH", "bad/3 OPTIMAL");
        assertThat(rows.get(1).message()).contains("bad.sok:6: level 2 'Lost player' has no player");
        // the search's own counts go into the row's statistics beside the SAT ones
        assertThat(rows.get(0).statistics()).containsKeys("searchStates", "cutByLearnedDeadlocks", "learnedDeadlocks");
        assertThat(rows.get(0).statistics().get("searchStates")).isPositive();
        // and the nodes they expanded (sokoban:fess's is the FESS papers' count, the same on any machine)
        assertThat(rows.get(0).statistics().get("searchNodes")).isPositive();
    }

    @Test
    void a_level_with_a_bad_character_is_recorded_as_bad_input_and_the_others_run() throws Exception {
        // the hostile run's L6: one bad character in level 2 of four made the run exit 2 before any job
        Path xsb = java.nio.file.Files.writeString(dir.resolve("four.xsb"), "; one\n#######\n#@ $ .#\n#######\n\n"
                + "; two\n#######\n#@ X .#\n#######\n\n; three\n#######\n#@$  .#\n#######\n\n"
                + "; four\n########\n#@ $  .#\n########\n");
        Path db = dir.resolve("four.db");
        CliRun run = LabRun.of("experiment", "run", "--db", db.toString(), "--name", "four", "--set", xsb.toString(),
                "--config", "sokoban:search", "--limit", "20s", "--memory", "256m", "--workers", "2", "-q");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<JobOutcome> rows = Rows.of(db, "four");
        assertThat(rows).extracting(o -> o.job().instance() + " " + o.status())
                .containsExactly("1 OPTIMAL", "2 CRASH", "3 OPTIMAL", "4 OPTIMAL");
        assertThat(rows.get(1).message()).startsWith("exit code 2:").contains("four.xsb:8:").contains("'X'");
    }

    @Test
    void reachability_maps_of_the_examples_run_with_paths_checked_and_no_path_confirmed_by_search() {
        // the project's own examples: this runs on a clone without the shared data too
        Path maps = Path.of("../examples/reach").toAbsolutePath().normalize();
        assumeTrue(Files.isDirectory(maps), "no examples/reach beside the module");
        Path db = dir.resolve("r.db");
        CliRun run = LabRun.of("experiment", "run", "--db", db.toString(), "--name", "reach", "--set", maps.toString(),
                "--config", "reach:path", "--config", "reach:dag", "--limit", "20s", "--memory", "256m", "--workers", "2",
                "-q");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<JobOutcome> rows = Rows.of(db, "reach");
        assertThat(rows).hasSize(4);
        for (JobOutcome o : rows) {
            if (o.job().instance().equals("maze")) {
                assertThat(o.status()).as(o.message()).isEqualTo(JobStatus.SOLVED);
                assertThat(o.answer().split(" ")).hasSize(o.value().intValue());
            } else {
                assertThat(o.status()).as(o.job().key() + ": " + o.message()).isEqualTo(JobStatus.UNSAT);
            }
        }
    }
}
