package org.gridpuzzle.lab.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.gridpuzzle.app.CliRun;
import org.gridpuzzle.lab.LabRun;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A cube split run as experiment jobs: examples/snowman/three-balls.lvl (optimum 7 ball moves) at most 6 moves, split
 * into 6 jobs. A job's process
 * killed in the middle leaves no row and no verdict (the split stays open); the next run does that job, and only then
 * is the question refuted. At most 5 moves, some job finds a plan.
 */
class ExperimentCubesIT {

    private static final Path EXAMPLES = Path.of("../examples/snowman").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    void a_killed_cube_job_proves_nothing_and_the_next_run_does_it() throws Exception {
        assumeTrue(Files.isDirectory(EXAMPLES), "no examples/snowman beside the module");
        assumeTrue(Files.isDirectory(Path.of("/proc/self")), "no /proc to find the job processes in");
        Path db = dir.resolve("cubes.db");
        Process runner = Jvm.start(dir.resolve("runner.log"), args("cubes", db, "snowman:cubes:6:6"));
        // the first job process to appear is killed at once, before it can answer
        Optional<ProcessHandle> job = Optional.empty();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (job.isEmpty() && runner.isAlive() && System.nanoTime() < deadline) {
            job = ProcessHandle.allProcesses().filter(p -> isJob(p, runner)).findFirst();
            Thread.sleep(5);
        }
        assertThat(job).as("a job process; the runner said: %s", Files.readString(dir.resolve("runner.log"))).isPresent();
        job.get().destroyForcibly();
        assertThat(runner.waitFor(120, TimeUnit.SECONDS)).isTrue();
        // the killed job is named and the run fails: a split with a hole is no clean run (#59)
        assertThat(runner.exitValue()).as(Files.readString(dir.resolve("runner.log"))).isEqualTo(1);
        assertThat(Files.readString(dir.resolve("runner.log"))).contains("1 job of this run crashed or answered wrong");
        List<JobOutcome> rows = Rows.of(db, "cubes");
        assertThat(rows).hasSize(5).allMatch(o -> o.status() == JobStatus.UNSAT);
        assertThat(Files.readString(dir.resolve("runner.log"))).contains("no row, the next run does it again");
        CliRun report = LabRun.of("experiment", "report", "--db", db.toString());
        assertThat(report.out()).contains("| open |").contains("| 5/6 |").contains("1 cube job without a row yet (the same command again runs them)")
                .doesNotContain("refuted**");

        CliRun again = LabRun.of(args("cubes", db, "snowman:cubes:6:6"));
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(Rows.of(db, "cubes")).hasSize(6).allMatch(o -> o.status() == JobStatus.UNSAT)
                .extracting(o -> o.job().config()).doesNotHaveDuplicates();
        assertThat(again.out()).contains("**refuted**: more than 6 moves").contains("| 6/6 |");

        // taken further with another limit: the decided cube jobs are taken over, none runs again
        String[] longer = args("longer", db, "snowman:cubes:6:6");
        longer[longer.length - 5] = "30s";
        CliRun taken = LabRun.of(concat(longer, "--reuse-cubes-from", "cubes"));
        assertThat(taken.exitCode()).as(taken.err()).isZero();
        assertThat(taken.err()).contains("6 jobs, 6 recorded before, 0 now");
        assertThat(Rows.of(db, "longer")).hasSize(6).allMatch(o -> o.status() == JobStatus.UNSAT)
                .allMatch(o -> o.message().startsWith("decided in experiment cubes"));
        assertThat(taken.out()).contains("**refuted**: more than 6 moves");
        CliRun unknown = LabRun.of(concat(args("other", db, "snowman:cubes:6:6"), "--reuse-cubes-from", "nothing"));
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("holds no other experiment of that name");

        CliRun seven = LabRun.of(args("seven", dir.resolve("seven.db"), "snowman:cubes:7:6"));
        assertThat(seven.exitCode()).as(seven.err()).isZero();
        assertThat(seven.out()).contains("plan of 7");
        assertThat(Rows.of(dir.resolve("seven.db"), "seven")).anyMatch(o -> o.status().solved());
    }

    /** A job process of this runner (its command line names the job; its parents lead to the runner). */
    private static boolean isJob(ProcessHandle p, Process runner) {
        String line; // read whole: the JDK's view of a command line stops short of a long class path
        try {
            line = new String(Files.readAllBytes(Path.of("/proc", Long.toString(p.pid()), "cmdline")));
        } catch (java.io.IOException | SecurityException e) {
            return false;
        }
        if (!line.contains("--job") || !line.contains("cube:6:")) {
            return false;
        }
        for (Optional<ProcessHandle> up = p.parent(); up.isPresent(); up = up.get().parent()) {
            if (up.get().pid() == runner.pid()) {
                return true;
            }
        }
        return false;
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private static String[] args(String name, Path db, String config) {
        return new String[] {"experiment", "run", "--name", name, "--db", db.toString(), "--set", EXAMPLES.toString(),
            "--config", config, "--limit", "60s", "--memory", "512m", "--workers", "2"};
    }
}
