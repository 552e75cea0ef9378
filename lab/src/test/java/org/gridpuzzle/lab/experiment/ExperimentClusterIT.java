package org.gridpuzzle.lab.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobStatus;
import org.gridpuzzle.app.CliRun;
import org.gridpuzzle.lab.LabRun;
import org.gridpuzzle.fixtures.SharedData;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Three members on 127.0.0.1: two workers in JVMs of their own and the coordinator (this JVM); one worker is killed
 * (SIGKILL) in the middle of the run, and every job still has exactly one row; the same for the jobs of a cube split,
 * whose verdict then needs every one of them.
 */
class ExperimentClusterIT {

    @TempDir
    Path dir;

    private final List<Process> workers = new ArrayList<>();
    private Path secret;

    @AfterEach
    void stop_the_workers() throws InterruptedException {
        for (Process p : workers) {
            p.destroyForcibly();
            p.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private void worker(String port, String join, Path log) throws Exception {
        List<String> args = new ArrayList<>(List.of("experiment", "worker", "--port", port, "--workers", "1",
                "--secret-file", secret.toString()));
        if (join != null) {
            args.addAll(List.of("--join", join));
        }
        Process p = Jvm.start(log, args.toArray(String[]::new));
        workers.add(p);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            if (Files.exists(log) && Files.readString(log).contains("worker listening on")) {
                return;
            }
            assertThat(p.isAlive()).as("worker on %s: %s", port, Files.exists(log) ? Files.readString(log) : "").isTrue();
            Thread.sleep(100);
        }
        throw new AssertionError("worker on " + port + " did not start: " + Files.readString(log));
    }

    @Test
    void a_worker_killed_mid_run_leaves_every_job_with_exactly_one_row() throws Exception {
        assumeTrue(SharedData.sharedData("suguru/paper230").isPresent(), "shared/data/suguru/paper230 is absent");
        secret = ClusterSecrets.file(dir, "the secret of this test's cluster");
        worker("5931", null, dir.resolve("w1.log"));
        worker("5932", "127.0.0.1:5931", dir.resolve("w2.log"));
        Path db = dir.resolve("c.db");
        CompletableFuture<CliRun> run = CompletableFuture.supplyAsync(() -> LabRun.of("experiment", "run", "--db",
                db.toString(), "--name", "cluster", "--cluster", "127.0.0.1:5931,127.0.0.1:5932", "--set", "paper230:1-16",
                "--config", "suguru:fast", "--limit", "20s", "--memory", "256m", "-q", "--secret-file",
                secret.toString()));
        CliRun r = killTheSecondWorkerMidRun(run, db);
        List<JobOutcome> rows = Rows.of(db, "cluster");
        assertThat(rows).hasSize(16);
        assertThat(rows.stream().map(o -> o.job().key()).distinct().count()).isEqualTo(16);
        assertThat(rows).allMatch(o -> o.status() == JobStatus.OPTIMAL, "every job solved and verified");
    }

    @Test
    void a_worker_killed_mid_split_loses_no_cube_and_the_split_is_refuted_only_whole() throws Exception {
        Path examples = Path.of("../examples/snowman").toAbsolutePath().normalize();
        assumeTrue(Files.isDirectory(examples), "no examples/snowman beside the module");
        secret = ClusterSecrets.file(dir, "the secret of this test's cluster");
        worker("5933", null, dir.resolve("w1.log"));
        worker("5934", "127.0.0.1:5933", dir.resolve("w2.log"));
        Path db = dir.resolve("c.db");
        // three-balls.lvl needs 7 ball moves: "at most 6?" in 12 cube jobs
        CompletableFuture<CliRun> run = CompletableFuture.supplyAsync(() -> LabRun.of("experiment", "run", "--db",
                db.toString(), "--name", "cluster", "--cluster", "127.0.0.1:5933,127.0.0.1:5934", "--set",
                examples.toString(), "--config", "snowman:cubes:6:12", "--limit", "30s", "--memory", "256m", "-q",
                "--secret-file", secret.toString()));
        CliRun r = killTheSecondWorkerMidRun(run, db);
        List<JobOutcome> rows = Rows.of(db, "cluster");
        assertThat(rows).hasSize(12).allMatch(o -> o.status() == JobStatus.UNSAT, "every cube job refuted its cubes");
        assertThat(rows.stream().map(o -> o.job().config()).distinct().count()).isEqualTo(12);
        assertThat(r.out()).contains("**refuted**: more than 6 moves").contains("| 12/12 |");
    }

    @Test
    void the_only_worker_killed_and_another_joining_half_a_minute_later_loses_no_job() throws Exception {
        // the hostile run's M2: with no worker for more than a minute the job was given up, the run ended
        // "10 jobs, 9 now" with exit 0; now the job waits for the next worker however long, and the wait is said
        assumeTrue(SharedData.sharedData("suguru/paper230").isPresent(), "shared/data/suguru/paper230 is absent");
        secret = ClusterSecrets.file(dir, "the secret of this test's cluster");
        worker("5935", null, dir.resolve("w1.log"));
        Path db = dir.resolve("c.db");
        // the run in a JVM of its own, as a user runs it. It waited for ever for the worker that joined, on busy
        // machines (CI 2026-12-07): the worker answered the first challenge "caller not a member" (it had not yet seen
        // the coordinator), by Java serialization, which our members do not read, so the answer was dropped;
        // failures now cross the wire by FailureSerializer
        Path runLog = dir.resolve("run.log");
        Process run = Jvm.start(runLog, "experiment", "run", "--db", db.toString(), "--name", "cluster", "--cluster",
                "127.0.0.1:5935", "--port", "5936", "--set", SharedData.sharedData("suguru/paper230").orElseThrow()
                        + ":1-8", "--config", "suguru:fast", "--limit", "20s", "--memory", "256m", "--secret-file",
                secret.toString());
        workers.add(run);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (System.nanoTime() < deadline && run.isAlive() && count(db) < 2) {
            Thread.sleep(50);
        }
        assertThat(run.isAlive()).as("the run ended before its worker could be killed").isTrue();
        workers.get(0).destroyForcibly(); // SIGKILL: the job it held has no outcome
        workers.get(0).waitFor(10, TimeUnit.SECONDS);
        Thread.sleep(30_000); // beyond the first "no worker" line (20 s after the member is seen gone)
        assertThat(run.isAlive()).as("the run waits for a worker").isTrue();
        worker("5937", "127.0.0.1:5936", dir.resolve("w2.log"));
        // a bound a busy machine keeps: at load 14 (a measuring run and two builds beside CI) the seven jobs left, each
        // a JVM of its own on the new member, took more than 180 s
        assertThat(run.waitFor(600, TimeUnit.SECONDS)).as("the run ended: %s\nthe worker that joined: %s",
                Files.readString(runLog), Files.readString(dir.resolve("w2.log"))).isTrue();
        String err = Files.readString(runLog);
        assertThat(run.exitValue()).as(err).isZero();
        assertThat(err).contains("no worker in the cluster for 20 s; waiting (Ctrl-C stops, the run can be resumed)")
                .contains("a worker is in the cluster again after").contains("8 jobs, 0 recorded before, 8 now");
        List<JobOutcome> rows = Rows.of(db, "cluster");
        assertThat(rows).hasSize(8).allMatch(o -> o.status() == JobStatus.OPTIMAL, "every job solved and verified");
    }

    /** Once the run has three rows, SIGKILL to the second worker; then the run's end, which must be a success. */
    private CliRun killTheSecondWorkerMidRun(CompletableFuture<CliRun> run, Path db) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (System.nanoTime() < deadline && !run.isDone() && count(db) < 3) {
            Thread.sleep(50);
        }
        assertThat(run.isDone()).as("the run ended before a worker could be killed").isFalse();
        workers.get(1).destroyForcibly();
        CliRun r = run.get(120, TimeUnit.SECONDS);
        assertThat(r.exitCode()).as(r.err()).isZero();
        return r;
    }

    private static int count(Path db) {
        try {
            return Files.exists(db) ? Rows.of(db, "cluster").size() : 0;
        } catch (RuntimeException e) {
            return 0;
        }
    }
}
