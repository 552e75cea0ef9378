package org.gridpuzzle.experiment.adapter.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import org.gridpuzzle.experiment.model.ClusterAccess;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.model.JobStatus;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The hostile run's M2 with members in this JVM and the coordinator's wait said every second instead of every 20:
 * the only worker dies with a job, no worker is there for a while, and the job runs on the worker that joins after.
 * (The coordinator used to give a job up after a minute without a worker, and the run dropped it without a row.)
 */
class LostWorkerIT {

    private static final String SECRET = "the secret of this test's cluster";
    private static final JobSpec JOB = new JobSpec("e", "paper230", "12", 11, "/data/12.in", 0, "abc", "suguru:fast",
            5000, 256L << 20);

    private final List<Thread> threads = new ArrayList<>();
    private final List<AtomicBoolean> stops = new ArrayList<>();
    private final List<String> warnings = new CopyOnWriteArrayList<>();
    private final HazelcastCoordinatorAdapter coordinator = new HazelcastCoordinatorAdapter(SlotTable.SYSTEM,
            Duration.ofSeconds(1), HazelcastCoordinatorAdapter.JOIN_WAIT, Challenges.PATIENCE);

    @AfterEach
    void stop_everything() throws InterruptedException {
        coordinator.leave();
        stops.forEach(s -> s.set(true));
        for (Thread t : threads) {
            t.join(30_000);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    /** A worker in a thread of its own; its flag stops it (its member terminated, as a killed process's goes). */
    private AtomicBoolean worker(int port, List<String> join, Function<JobSpec, Optional<JobOutcome>> runner)
            throws InterruptedException {
        AtomicBoolean stop = new AtomicBoolean();
        CountDownLatch started = new CountDownLatch(1);
        Thread t = new Thread(() -> new HazelcastWorkerAdapter().serve(join, new ClusterAccess(ClusterAccess.LOOPBACK,
                port, null, SECRET), 1, runner, a -> started.countDown(), w -> { }, stop::get), "worker " + port);
        t.setDaemon(true);
        t.start();
        threads.add(t);
        stops.add(stop);
        assertThat(started.await(60, TimeUnit.SECONDS)).as("worker on %d started", port).isTrue();
        return stop;
    }

    @Test
    void a_job_whose_only_worker_died_runs_on_the_worker_that_joins_later() throws Exception {
        int first = freePort();
        int coordinatorPort = freePort();
        CountDownLatch running = new CountDownLatch(1);
        AtomicBoolean firstStop = worker(first, List.of(), job -> {
            running.countDown();
            try {
                Thread.sleep(600_000); // a long job: its worker dies under it
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Optional.empty();
        });
        assertThat(coordinator.join(List.of("127.0.0.1:" + first), new ClusterAccess(ClusterAccess.LOOPBACK,
                coordinatorPort, null, SECRET), warnings::add)).isEqualTo(1);
        CompletableFuture<Optional<JobOutcome>> run = CompletableFuture.supplyAsync(() -> coordinator.run(JOB,
                () -> false));
        assertThat(running.await(60, TimeUnit.SECONDS)).as("the job started on the first worker").isTrue();
        firstStop.set(true);
        // no worker now: the wait is said (every second here, every 20 s by default) while the job waits
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (warnings.stream().noneMatch(w -> w.startsWith("no worker in the cluster for 3 s"))
                && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertThat(warnings).as("said while no worker is left").anyMatch(w -> w.equals(
                "no worker in the cluster for 3 s; waiting (Ctrl-C stops, the run can be resumed)"));
        assertThat(run).isNotDone();
        worker(freePort(), List.of("127.0.0.1:" + coordinatorPort), job -> Optional.of(new JobOutcome(job,
                JobStatus.OPTIMAL, 3L, 3L, "1 2 3", 0.5, 0.4, 1 << 20, Map.of(), "second", 1, 2, null)));
        Optional<JobOutcome> outcome = run.get(60, TimeUnit.SECONDS);
        assertThat(outcome).as("the job ran on the worker that joined").hasValueSatisfying(o -> {
            assertThat(o.job()).isEqualTo(JOB);
            assertThat(o.machine()).isEqualTo("second");
        });
        assertThat(warnings).anyMatch(w -> w.startsWith("a worker is in the cluster again after"));
    }
}
