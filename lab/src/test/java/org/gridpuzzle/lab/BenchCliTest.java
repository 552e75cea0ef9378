package org.gridpuzzle.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.gridpuzzle.app.CliRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lab's command line: gridpuzzle's commands and the measuring ones in one tree. */
class BenchCliTest {

    @TempDir
    Path dir;

    private Path file(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    @Test
    void bench_sokoban_reports_each_configuration_the_commonly_solved_time_and_a_row_per_level() throws Exception {
        Path xsb = file("set.xsb", "; 1 Easy\n#######\n#@ $ .#\n#######\n\n; 2 Walled in\n#####\n#@$.#\n#####\n"
                + "\n; 3 Other\n######\n#@$ .#\n# $ .#\n######\n");
        CliRun bench = LabRun.of("bench", "sokoban", "--file", xsb.toString(), "--configs",
                "sequential:path,parallel:tree", "--sat-solver", "sat4j", "--per-level", "--timeout", "20s");
        assertThat(bench.exitCode()).as(bench.err()).isZero();
        assertThat(bench.out())
                .contains("| sequential | path | 3 of 3 | 3 | 7 |")
                .contains("| parallel | tree | 3 of 3 |")
                .contains("solved under every configuration: 3 levels")
                .contains("| level | sequential/path | parallel/tree |")
                .containsPattern("\\| 1 \\| 2\\* [0-9.]+ s \\| 2\\*? [0-9.]+ s \\|")
                .containsPattern("\\| 3 \\| 4\\* [0-9.]+ s \\|");
    }

    @Test
    void the_generator_bench_reports_shapes_and_grades() {
        CliRun run = LabRun.of("bench", "suguru", "--set", "generator", "--size", "9", "--generate", "3", "--grade",
                "medium", "-q");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("generate 9x9 (regions up to 5, grade medium), seeds 0..2",
                "unique by the counter", "at most 2 rows high", "grades: easy 0 medium 3 hard 0 expert 0");
    }

    @Test
    void the_lab_has_every_command_of_gridpuzzle_and_the_measuring_ones() throws Exception {
        CliRun help = LabRun.of("help");
        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).contains("suguru", "floodit", "sokoban", "snowman", "serve", "bench", "experiment");
        Path puzzle = file("p.sug", "ABBCCC\n");
        CliRun solve = LabRun.of("suguru", "solve", puzzle.toString());
        assertThat(solve.exitCode()).as(solve.err()).isZero();
        assertThat(LabRun.of("completion", "bash").out()).contains("experiment", "bench");
    }

    @Test
    void gridpuzzle_alone_has_no_measuring_command() {
        CliRun bench = CliRun.of("experiment", "run", "--set", "paper230:1");
        assertThat(bench.exitCode()).isEqualTo(2);
        assertThat(bench.err()).contains("'experiment' is a command of gridpuzzle-lab").hasLineCount(1);
        assertThat(CliRun.of("help").out()).doesNotContain("experiment");
    }
}
