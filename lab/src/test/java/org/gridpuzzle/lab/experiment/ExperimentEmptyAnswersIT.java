package org.gridpuzzle.lab.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gridpuzzle.app.CliRun;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobStatus;
import org.gridpuzzle.lab.LabRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hostile run's M1, its commands as they were run: instances whose answer is empty (a Sokoban level solved at its
 * start, snowmen already built, a Flood-It board of one colour) and a Suguru with every cell given, each job in a JVM
 * of its own; every row is a verified solution and the run exits 0.
 */
class ExperimentEmptyAnswersIT {

    @TempDir
    Path dir;

    private CliRun run(Path db, String... args) {
        List<String> all = new java.util.ArrayList<>(List.of("experiment", "run", "--db", db.toString(), "--name", "t",
                "--limit", "20s", "--memory", "256m", "--workers", "2", "-q"));
        all.addAll(List.of(args));
        return LabRun.of(all.toArray(String[]::new));
    }

    private static void everyRowSolved(CliRun r, Path db, int jobs) {
        assertThat(r.exitCode()).as(r.err()).isZero();
        List<JobOutcome> rows = Rows.of(db, "t");
        assertThat(rows).hasSize(jobs);
        assertThat(rows).allSatisfy(o -> assertThat(o.status().solved()).as(o.job().key() + ": " + o.status() + " "
                + o.message()).isTrue());
    }

    @Test
    void a_sokoban_level_solved_at_its_start_under_three_planners_and_a_cube_split() throws Exception {
        Path level = Files.writeString(dir.resolve("solved.xsb"), "; solved\n#####\n#@* #\n#####\n");
        Path db = dir.resolve("s.db");
        everyRowSolved(run(db, "--set", level.toString(), "--config", "sokoban:search", "--config",
                "sokoban:search-optimal", "--config", "sokoban:sequential:path"), db, 3);
        assertThat(Rows.of(db, "t")).allSatisfy(o -> {
            assertThat(o.status()).isEqualTo(JobStatus.OPTIMAL);
            assertThat(o.value()).isZero();
        });
        Path cubes = dir.resolve("c.db");
        CliRun split = run(cubes, "--set", level.toString(), "--config", "sokoban:cubes:3:2");
        assertThat(split.exitCode()).as(split.err()).isZero();
        assertThat(Rows.of(cubes, "t")).noneMatch(o -> o.status() == JobStatus.WRONG_ANSWER)
                .anyMatch(o -> o.status().solved() && o.value() == 0);
        assertThat(split.out()).contains("plan of 0").doesNotContain("four times");
    }

    @Test
    void snowmen_already_built_under_two_planners() throws Exception {
        Path set = Files.createDirectory(dir.resolve("lab2"));
        Files.writeString(set.resolve("built.lvl"), "#####\n#p7.#\n#####\n");
        Files.writeString(set.resolve("built2.lvl"), "#######\n#p7.7.#\n#######\n");
        Path db = dir.resolve("w.db");
        everyRowSolved(run(db, "--set", set.toString(), "--config", "snowman:search", "--config",
                "snowman:sequential:path"), db, 4);
    }

    @Test
    void a_flood_it_board_of_one_colour_under_the_exact_search_and_a_beam() throws Exception {
        Path set = Files.createDirectories(dir.resolve("lab3/one"));
        Files.writeString(set.resolve("boards.txt"), "1111\n1212\n");
        Files.writeString(set.resolve("optimal.txt"), "\n2\n");
        Path db = dir.resolve("f.db");
        everyRowSolved(run(db, "--set", set.toString(), "--config", "floodit:exact", "--config", "floodit:beam:5"), db,
                4);
        assertThat(Rows.of(db, "t")).filteredOn(o -> o.job().instance().equals("1"))
                .allSatisfy(o -> assertThat(o.value()).isZero());
    }

    @Test
    void a_suguru_with_every_cell_given_under_two_solvers() throws Exception {
        Path set = Files.createDirectory(dir.resolve("given"));
        Files.writeString(set.resolve("1.in"), "1 3\n1 2 1\n1 1 2\n");
        Path db = dir.resolve("g.db");
        everyRowSolved(run(db, "--set", set.toString(), "--config", "suguru:fast", "--config", "suguru:sat"), db, 2);
    }
}
