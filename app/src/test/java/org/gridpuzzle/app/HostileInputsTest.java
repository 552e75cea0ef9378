package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile inputs at the command line, made at test time: each answers with one line and exit 2 or 3, within its limit,
 * never exit 1 (each failed before its fix: exit 1, or a limit of 3 s kept after 111 s).
 */
class HostileInputsTest {

    @TempDir
    Path dir;

    private static String openRoom(int side) {
        StringBuilder sb = new StringBuilder("; open room\n").append("#".repeat(side + 2)).append('\n');
        for (int r = 0; r < side; r++) {
            String row = r == 0 ? "@$." + " ".repeat(side - 3) : " ".repeat(side);
            sb.append('#').append(row).append("#\n");
        }
        return sb.append("#".repeat(side + 2)).append('\n').toString();
    }

    @Test
    void a_huge_open_room_keeps_its_time_limit() throws Exception {
        Path room = Files.writeString(dir.resolve("room.xsb"), openRoom(200));
        long t0 = System.nanoTime();
        CliRun run = CliRun.of("sokoban", "solve", room.toString(), "--timeout", "3s", "-q");
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertThat(run.exitCode()).as(run.out() + run.err()).isIn(0, 3);
        // 3 s, and generous for a loaded machine: the set-up alone took 111 s before
        assertThat(seconds).isLessThan(20.0);
    }

    @Test
    void a_run_length_bomb_is_one_line_and_exit_2() throws Exception {
        StringBuilder sb = new StringBuilder("; bomb\n9999#\n");
        for (int r = 0; r < 4000; r++) {
            sb.append(r == 0 ? "#@$.9995-#\n" : "#9997-#\n");
        }
        Path bomb = Files.writeString(dir.resolve("bomb.sok"), sb.append("9999#\n").toString());
        long t0 = System.nanoTime();
        CliRun run = CliRun.of("sokoban", "solve", bomb.toString(), "--timeout", "3s");
        assertThat((System.nanoTime() - t0) / 1e9).isLessThan(10.0);
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("gridpuzzle: " + bomb + ":").contains("cells a level may have");
        assertThat(run.err().strip().lines()).hasSize(1);
        assertThat(run.out()).isEmpty();
    }

    @Test
    void a_fifo_nobody_writes_to_keeps_the_time_limit() throws Exception {
        Path fifo = dir.resolve("never.xsb");
        boolean made;
        try {
            made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        } catch (java.io.IOException e) {
            made = false;
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(made, "no mkfifo on this system");
        long t0 = System.nanoTime();
        CliRun run = CliRun.of("sokoban", "solve", fifo.toString(), "--timeout", "1s");
        double seconds = (System.nanoTime() - t0) / 1e9;
        // the reader left waiting in open() is let go: opening the other end does not wait, a reader being there
        Files.newOutputStream(fifo).close();
        assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
        assertThat(run.err()).isEqualTo("gridpuzzle: " + fifo + ": stopped while reading the input: time limit reached\n");
        assertThat(run.out()).isEmpty();
        assertThat(seconds).isLessThan(20.0); // it waited for ever before
    }

    @Test
    void a_solution_of_another_size_is_a_broken_rule_drawn_on_the_puzzle() throws Exception {
        Path one = Files.writeString(dir.resolve("one.sug"), "A\n\n1\n");
        Path svg = dir.resolve("v.svg");
        CliRun run = CliRun.of("suguru", "verify", Examples.path("suguru/easy-6x6.sug"), one.toString(), "-o",
                svg.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
        assertThat(run.out()).contains("the grid is 1x1 but the puzzle is 6x6");
        assertThat(Files.readString(svg)).contains("<svg");
    }

    @Test
    void a_one_cell_puzzle_is_generated() {
        CliRun run = CliRun.of("suguru", "generate", "--rows", "1", "--cols", "1", "-q");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("A\n\n");
    }
}
