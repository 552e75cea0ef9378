package org.gridpuzzle.adapter.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.input.PuzzleSource;
import org.junit.jupiter.api.Test;

class JobPoolTest {

    private static WebSettings settings(int workers, int queue) {
        return WebSettings.defaults().withPool(workers, queue).withTimeouts(Duration.ofSeconds(1), Duration.ofSeconds(2));
    }

    @Test
    void beyond_the_workers_and_the_queue_a_job_is_refused_with_429() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        try (JobPool pool = new JobPool(settings(1, 1))) {
            Work blocking = job -> {
                try {
                    release.await(5, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return Work.Result.ok(Map.of("done", true));
            };
            Job running = pool.submit("test/block", blocking);
            Job waiting = pool.submit("test/block", blocking);
            assertThatThrownBy(() -> pool.submit("test/block", blocking)).isInstanceOfSatisfying(ApiException.class,
                    e -> assertThat(e.status()).isEqualTo(429));
            release.countDown();
            assertThat(running.done().get(5, TimeUnit.SECONDS).status()).isEqualTo(200);
            assertThat(waiting.done().get(5, TimeUnit.SECONDS).body()).isEqualTo(Map.of("done", true));
            assertThat(pool.find(running.id())).contains(running);
        }
    }

    @Test
    void failures_become_answers_and_progress_reaches_the_job_that_reports_it() throws Exception {
        JobProgressAdapter progress = new JobProgressAdapter();
        try (JobPool pool = new JobPool(settings(2, 4))) {
            Job bad = pool.submit("test/bad", job -> {
                throw new InvalidInputException("p.sug", 3, 4, "unknown region");
            });
            Job bug = pool.submit("test/bug", job -> {
                throw new IllegalStateException("oops");
            });
            Job full = pool.submit("test/full", job -> {
                throw new OutOfMemoryError("Java heap space"); // a 150x150 Snowman field answered 500 before #59
            });
            Job broken = pool.submit("test/broken", job -> {
                throw new NoClassDefFoundError("a class that failed to load"); // never ended before: no answer at all
            });
            Job talking = pool.submit("test/talk", job -> {
                progress.report("stage", "halfway", 0.5);
                return Work.Result.ok(Map.of());
            });
            assertThat(bad.done().get(5, TimeUnit.SECONDS).status()).isEqualTo(400);
            assertThat(((Map<?, ?>) bad.body()).get("line")).isEqualTo(3);
            assertThat(bug.done().get(5, TimeUnit.SECONDS).status()).isEqualTo(500);
            assertThat(((Map<?, ?>) bug.body()).get("message").toString()).contains("oops").doesNotContain("\tat ");
            assertThat(full.done().get(5, TimeUnit.SECONDS).status()).isEqualTo(413);
            assertThat(broken.done().get(5, TimeUnit.SECONDS).status()).isEqualTo(500);
            assertThat(((Map<?, ?>) broken.body()).get("message").toString()).contains("NoClassDefFoundError", "incident");
            assertThat(((Map<?, ?>) full.body()).get("message").toString()).contains("ran out of this server's memory");
            talking.done().get(5, TimeUnit.SECONDS);
            List<Map<String, Object>> seen = new ArrayList<>();
            talking.listen(seen::add);
            assertThat(seen).extracting(e -> e.get("type")).containsExactly("state", "progress", "state");
            assertThat(seen.get(1)).containsEntry("message", "halfway").containsEntry("fraction", 0.5);
        }
    }

    @Test
    void a_queued_job_cancelled_never_runs() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        try (JobPool pool = new JobPool(settings(1, 2))) {
            pool.submit("test/block", job -> {
                try {
                    release.await(5, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return Work.Result.ok(Map.of());
            });
            boolean[] ran = {false};
            Job queued = pool.submit("test/never", job -> {
                ran[0] = true;
                return Work.Result.ok(Map.of());
            });
            queued.cancel();
            assertThat(queued.state()).isEqualTo(Job.State.CANCELLED);
            assertThat(queued.status()).isEqualTo(409);
            release.countDown();
            Thread.sleep(200);
            assertThat(ran[0]).isFalse();
        }
    }

    @Test
    void closing_the_pool_cancels_and_joins_its_jobs_and_no_event_follows() throws Exception {
        JobProgressAdapter progress = new JobProgressAdapter();
        CountDownLatch running = new CountDownLatch(1);
        JobPool pool = new JobPool(settings(1, 2));
        // a job that reports as fast as it can until cancelled, and takes a while to stop (a slow phase)
        Job job = pool.submit("test/talk", j -> {
            running.countDown();
            while (!j.cancelRequested()) {
                progress.report("stage", "busy", -1);
            }
            long end = System.nanoTime() + 200_000_000L;
            while (System.nanoTime() < end) {
                progress.report("stage", "stopping", -1);
            }
            return Work.Result.ok(Map.of());
        });
        Job queued = pool.submit("test/never", j -> Work.Result.ok(Map.of()));
        assertThat(running.await(60, TimeUnit.SECONDS)).isTrue();
        List<Map<String, Object>> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        job.listen(seen::add);
        pool.close();
        assertThat(job.done()).as("the job ended before close returned").isDone();
        assertThat(queued.done()).isDone();
        assertThat(pool.terminated()).isTrue();
        int atClose = seen.size();
        Thread.sleep(300);
        assertThat(seen).as("no event after the pool closed").hasSize(atClose);
    }

    @Test
    void names_from_requests_keep_only_a_safe_last_segment() {
        assertThat(Fields.name("../../etc/passwd", "x.sug")).isEqualTo("passwd");
        assertThat(Fields.name("C:\\\\boards\\\\my board.flood", "x")).isEqualTo("my_board.flood");
        assertThat(Fields.name("..", "x.sug")).isEqualTo("x.sug");
        assertThat(Fields.name(null, "x.sug")).isEqualTo("x.sug");
        assertThat(Fields.name("a".repeat(100) + ".sug", "x")).hasSize(64).endsWith(".sug");
        // a request's text never becomes a file: the source is the text under that name
        assertThat(Fields.source("/etc/hosts", "x", "text")).isEqualTo(PuzzleSource.text("hosts", "text"));
    }
}
