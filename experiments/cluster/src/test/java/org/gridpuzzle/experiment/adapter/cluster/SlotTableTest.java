package org.gridpuzzle.experiment.adapter.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The coordinator's slots on a clock that runs as fast as the test: the hostile run's M2 (the only worker killed, a
 * new one joining 70 s later, the job given up after a minute and lost without a row) cannot happen, and the wait is
 * said.
 */
class SlotTableTest {

    /** A member: its id and slots. */
    private record Worker(UUID id, int slots) {
        Worker(int slots) {
            this(UUID.randomUUID(), slots);
        }
    }

    /** Time that passes only when the table sleeps. */
    private static final class FakeClock implements SlotTable.Clock {
        long nanos;

        @Override
        public long nanoTime() {
            return nanos;
        }

        @Override
        public void sleep(long millis) {
            nanos += millis * 1_000_000L;
        }

        double seconds() {
            return nanos / 1e9;
        }
    }

    private final FakeClock clock = new FakeClock();
    private final List<String> said = new CopyOnWriteArrayList<>();

    private SlotTable<Worker> table(Supplier<List<Worker>> workers) {
        return new SlotTable<>(workers, Worker::id, Worker::slots, clock, Duration.ofSeconds(20), said::add);
    }

    @Test
    void a_job_waits_for_a_worker_joining_seventy_seconds_after_the_last_one_died_and_says_it_waits() {
        Worker late = new Worker(1);
        SlotTable<Worker> table = table(() -> clock.seconds() < 70 ? List.of() : List.of(late));
        assertThat(table.claim(() -> false)).as("the job runs on the worker that came back").isEqualTo(late);
        assertThat(clock.seconds()).isBetween(70.0, 70.2);
        assertThat(said).containsExactly(
                "no worker in the cluster for 20 s; waiting (Ctrl-C stops, the run can be resumed)",
                "no worker in the cluster for 40 s; waiting (Ctrl-C stops, the run can be resumed)",
                "no worker in the cluster for 60 s; waiting (Ctrl-C stops, the run can be resumed)",
                "a worker is in the cluster again after 70 s without one; the run goes on");
    }

    @Test
    void a_wait_of_an_hour_is_still_a_wait_and_a_cancel_ends_it() {
        SlotTable<Worker> table = table(List::of);
        assertThat(table.claim(() -> clock.seconds() >= 3600)).isNull();
        assertThat(clock.seconds()).isBetween(3600.0, 3600.2);
        // at 20, 40 and 60 s, then every minute: 61 lines before the hour
        assertThat(said).hasSize(61).last().asString().contains("for 3540 s");
        assertThat(said.get(3)).contains("for 120 s");
    }

    @Test
    void slots_are_counted_and_a_released_one_is_given_again() {
        Worker two = new Worker(2);
        Worker one = new Worker(1);
        SlotTable<Worker> table = table(() -> List.of(two, one));
        assertThat(table.claim(() -> false)).isEqualTo(two);
        Worker second = table.claim(() -> false);
        Worker third = table.claim(() -> false);
        assertThat(List.of(second, third)).containsExactlyInAnyOrder(two, one);
        // every slot busy: a fourth job waits (here until the test gives up on it) without a word: workers are there
        long before = clock.nanos;
        assertThat(table.claim(() -> clock.nanos - before > 5_000_000_000L)).isNull();
        assertThat(said).isEmpty();
        table.release(one);
        assertThat(table.claim(() -> false)).isEqualTo(one);
    }

    @Test
    void several_jobs_waiting_at_once_say_each_period_once() throws Exception {
        Worker late = new Worker(3);
        // time moves only by the sleeps of the jobs' threads, so the three of them move it three times as fast
        SlotTable<Worker> table = table(() -> clock.seconds() < 90 ? List.of() : List.of(late));
        List<Thread> jobs = new java.util.ArrayList<>();
        List<Worker> got = new CopyOnWriteArrayList<>();
        for (int i = 0; i < 3; i++) {
            Thread t = new Thread(() -> got.add(table.claim(() -> false)));
            t.start();
            jobs.add(t);
        }
        for (Thread t : jobs) {
            t.join(30_000);
        }
        assertThat(got).containsExactly(late, late, late);
        assertThat(said.stream().filter(s -> s.startsWith("no worker"))).containsExactly(
                "no worker in the cluster for 20 s; waiting (Ctrl-C stops, the run can be resumed)",
                "no worker in the cluster for 40 s; waiting (Ctrl-C stops, the run can be resumed)",
                "no worker in the cluster for 60 s; waiting (Ctrl-C stops, the run can be resumed)");
        assertThat(said.stream().filter(s -> s.startsWith("a worker"))).hasSize(1);
    }
}
