package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.gridpuzzle.fixtures.SharedData;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C to {@code sokoban solve} with no time limit (XSokoban 4: a plan within a second, then a proof that runs until
 * its memory is spent: about 60 s with 2 GB since the pushes of one box are found without a flood per place, 2026-12-07,
 * so 3 GB and half a minute): soon after the first plan, and half a minute in, SIGINT prints the plan so far with its bound and gap, the process ends
 * with 130, and the plan replays. The answer so far is held where the signal can print it whatever phase runs.
 */
class CtrlCPlansIT {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "Ctrl-C {0} s after the first plan")
    @ValueSource(ints = {2, 30})
    void ctrl_c_prints_the_plan_so_far_with_its_bound_and_exits_130(int after) throws Exception {
        Path levels = SharedData.sharedData("sokoban/xsokoban90").map(d -> d.resolve("levels.xsb")).orElse(null);
        assumeTrue(levels != null && Files.exists(levels), "../shared/data/sokoban/xsokoban90 is absent");
        Path env = Path.of("/usr/bin/env");
        assumeTrue(Files.isExecutable(env) && new ProcessBuilder(env.toString(), "--default-signal=INT", "true")
                .start().waitFor() == 0, "env --default-signal (coreutils 8.31) is needed to send Ctrl-C reliably");
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process p = new ProcessBuilder(env.toString(), "--default-signal=INT",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx3g", "-Xss64m", "-cp",
                System.getProperty("java.class.path"), Main.class.getName(), "sokoban", "solve", levels.toString(),
                "--level", "4", "--memory", "3g").redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!Files.readString(err).contains("first plan") && System.nanoTime() < deadline && p.isAlive()) {
            Thread.sleep(100);
        }
        assertThat(Files.readString(err)).as("the first plan is reported the moment it is found").contains("first plan");
        Thread.sleep(after * 1000L);
        assertThat(p.isAlive()).as("the proof of XSokoban 4 runs for minutes").isTrue();
        assertThat(new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor()).isZero();
        long signalled = System.nanoTime();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("stopped after Ctrl-C").isTrue();
        double seconds = (System.nanoTime() - signalled) / 1e9;
        assertThat(p.exitValue()).isEqualTo(130);
        assertThat(seconds).as("a generous bound: 0.5 s on a quiet machine").isLessThan(10.0);
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        assertThat(lines).as(Files.readString(err)).hasSize(2);
        assertThat(lines.get(1)).matches("4 XSokoban 4: \\d+ pushes \\(at least \\d+, gap \\d+; cancelled.*");
        CliRun check = CliRun.of("sokoban", "check", levels.toString(), "--level", "4", lines.get(0));
        assertThat(check.exitCode()).as(check.out() + check.err()).isZero();
    }
}
