package org.gridpuzzle.domain.snowman.internal;

import org.gridpuzzle.domain.snowman.SnowmanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.junit.jupiter.api.Test;

/**
 * The Snowman search on big open fields keeps its limits (hostile run 2026-12-07, M5): a child's bound walks every
 * floor cell, so a clock read every 16 expansions let a 400 × 400 field (about 12 children an expansion) run 0.3-1.9 s
 * past a 3 s limit and 1.4 s past Ctrl-C. The bounds here are loose enough for a machine with four busy processes
 * beside the test; before the fix a 0.2 s limit took about 4 s on a quiet one. The field holds two snowmen's balls:
 * with one, the search had its plan in 1.5 s at load 9, so a machine a few times faster would have answered before
 * the limit or the cancel and the test guarded nothing; with two, neither mode has a plan at 12 s. Each test makes
 * its own field.
 */
class SnowmanSearchLimitsTest {

    @Test
    void a_short_time_limit_on_a_big_open_field_stops_near_it_in_both_modes() {
        SnowmanLevel field = SnowmanTestLevels.openFieldTwoSnowmen(400);
        for (SearchOptions options : new SearchOptions[] {SearchOptions.fast(), SearchOptions.optimal()}) {
            long t0 = System.nanoTime();
            SnowmanSearch.Result r = SnowmanSearch.solve(field, options,
                    Limits.none().withTimeLimit(Duration.ofMillis(200)));
            double seconds = (System.nanoTime() - t0) / 1e9;
            assertThat(r.stopped()).as(options.mode() + ": stopped by its clock").isEqualTo("time limit");
            // 1.7 s at load 22 (cold code, set-up included); 3.3 s before the fix at load 16, about 4 s quiet
            assertThat(seconds).as(options.mode() + ": seconds for a 0.2 s limit").isLessThan(2.5);
            assertThat(r.lowerBound()).as("the bound proved so far").isBetween(1, 16);
        }
    }

    @Test
    void a_cancel_on_a_big_open_field_stops_it_soon() throws InterruptedException {
        // cancelled 0.2 s after the search first reads its flag (once it has its tables): in the search, not before
        SnowmanLevel field = SnowmanTestLevels.openFieldTwoSnowmen(400);
        AtomicBoolean cancelled = new AtomicBoolean();
        CountDownLatch asked = new CountDownLatch(1);
        long[] stoppedAt = new long[1];
        Thread search = new Thread(() -> {
            SnowmanSearch.solve(field, SearchOptions.optimal(), Limits.none().withCancellation(() -> {
                asked.countDown();
                return cancelled.get();
            }));
            stoppedAt[0] = System.nanoTime();
        });
        search.start();
        assertThat(asked.await(20, TimeUnit.SECONDS)).as("the search reads its flag").isTrue();
        Thread.sleep(200);
        long cancelledAt = System.nanoTime();
        cancelled.set(true);
        search.join(20_000);
        assertThat(search.isAlive()).as("stopped by the cancel").isFalse();
        assertThat((stoppedAt[0] - cancelledAt) / 1e9).as("seconds from the cancel to the answer").isLessThan(1.5);
    }
}
