package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C as a person sends it: SIGINT to a JVM of its own. The exact Flood-It search of a 26×26 board answers its
 * best sequence so far with the bound and gap, and the process ends with 130; the sequence floods the board.
 */
class CtrlCAnswersIT {

    @TempDir
    Path dir;

    @Test
    void ctrl_c_answers_the_best_sequence_so_far_and_exits_130() throws Exception {
        Path board = dir.resolve("b26.flood");
        assertThat(CliRun.of("floodit", "generate", "--rows", "26", "--cols", "26", "--colours", "6", "--seed", "2",
                "-o", board.toString()).exitCode()).isZero();
        // a child of a background job starts with SIGINT ignored, and a JVM then keeps ignoring it: give it back
        Path env = Path.of("/usr/bin/env");
        assumeTrue(Files.isExecutable(env) && new ProcessBuilder(env.toString(), "--default-signal=INT", "true")
                .start().waitFor() == 0, "env --default-signal (coreutils 8.31) is needed to send Ctrl-C reliably");
        List<String> command = new ArrayList<>(List.of(env.toString(), "--default-signal=INT",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m", "-cp",
                System.getProperty("java.class.path"), Main.class.getName(), "floodit", "solve", board.toString()));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        // wait for the search's first status line: the greedy has answered, the proof is running
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!Files.readString(err).contains("[solve]") && System.nanoTime() < deadline && p.isAlive()) {
            Thread.sleep(100);
        }
        Thread.sleep(1000);
        assertThat(p.isAlive()).as("the proof of a 26x26 board runs for minutes").isTrue();
        assertThat(new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor()).isZero();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("stopped after Ctrl-C").isTrue();
        assertThat(p.exitValue()).isEqualTo(130);
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        assertThat(lines).hasSize(2);
        assertThat(lines.get(1)).matches("stopped: cancelled; best so far \\d+ moves, lower bound \\d+ \\(gap \\d+\\).*");
        CliRun check = CliRun.of("floodit", "check", board.toString(), lines.get(0));
        assertThat(check.exitCode()).as(check.out()).isZero();
    }
}
