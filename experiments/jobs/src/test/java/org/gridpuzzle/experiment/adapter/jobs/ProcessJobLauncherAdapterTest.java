package org.gridpuzzle.experiment.adapter.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.model.JobStatus;
import org.junit.jupiter.api.Test;

class ProcessJobLauncherAdapterTest {

    private static JobSpec job(long limitMillis, long memory) {
        return new JobSpec("t", "set", "1", 0, "/nowhere", 0, "00", "suguru:fast", limitMillis, memory);
    }

    private static Optional<JobOutcome> run(String how, long limitMillis, long memory) {
        return new ProcessJobLauncherAdapter(new JobProgram(FakeJobs.class.getName(), List.of(how)))
                .launch(job(limitMillis, memory), () -> false);
    }

    @Test
    void an_answer_is_the_last_json_line_with_the_jobs_own_figures() {
        JobOutcome o = run("answer", 20_000, 128L << 20).orElseThrow();
        assertThat(o.status()).isEqualTo(JobStatus.SOLVED);
        assertThat(o.value()).isEqualTo(12L);
        assertThat(o.lowerBound()).isEqualTo(10L);
        assertThat(o.answer()).isEqualTo("rrlU");
        assertThat(o.statistics()).containsEntry("nodes", 5.0);
        assertThat(o.cpuSeconds()).isGreaterThanOrEqualTo(0.25);
        assertThat(o.peakRssBytes()).isGreaterThanOrEqualTo(1234);
        assertThat(o.wallSeconds()).isPositive();
        assertThat(o.machine()).isNotBlank();
        assertThat(o.endedMillis()).isGreaterThanOrEqualTo(o.startedMillis());
    }

    @Test
    void a_job_beyond_its_heap_is_a_memout_and_nothing_else_breaks() {
        JobOutcome o = run("hog", 30_000, 96L << 20).orElseThrow();
        assertThat(o.status()).as(o.message()).isEqualTo(JobStatus.MEMOUT);
        assertThat(o.wallSeconds()).isLessThan(30);
    }

    @Test
    void a_hanging_job_is_a_timeout_within_its_limit_and_two_seconds() {
        JobOutcome o = run("hang", 1_000, 64L << 20).orElseThrow();
        assertThat(o.status()).isEqualTo(JobStatus.TIMEOUT);
        assertThat(o.wallSeconds()).isBetween(1.0, 3.0);
    }

    @Test
    void a_crash_is_recorded_with_its_exit_code_and_first_error_line() {
        JobOutcome o = run("crash", 20_000, 64L << 20).orElseThrow();
        assertThat(o.status()).isEqualTo(JobStatus.CRASH);
        assertThat(o.message()).contains("exit code 7").contains("fake: something broke");
    }

    @Test
    void a_cancelled_job_has_no_outcome() {
        AtomicBoolean cancel = new AtomicBoolean();
        new Thread(() -> {
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            cancel.set(true);
        }).start();
        long t0 = System.nanoTime();
        Optional<JobOutcome> o = new ProcessJobLauncherAdapter(new JobProgram(FakeJobs.class.getName(), List.of("hang")))
                .launch(job(60_000, 64L << 20), cancel::get);
        assertThat(o).isEmpty();
        assertThat((System.nanoTime() - t0) / 1e9).isLessThan(20); // the job would hang for its 60 s
    }
}
