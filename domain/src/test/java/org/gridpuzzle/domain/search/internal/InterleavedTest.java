package org.gridpuzzle.domain.search.internal;

import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Searches that take turns: one at a time, each to its turn, the first decisive answer ending the others. */
class InterleavedTest {

    /** A search that counts nodes until its budget stops it or it reaches {@code goal} nodes (then it answers). */
    private record Counting(long goal, AtomicInteger running, AtomicBoolean overlapped) implements Interleaved.Search<String> {

        @Override
        public String run(Limits limits) {
            Budget budget = limits.start();
            long slices = 0;
            while (budget.node()) {
                if (running.incrementAndGet() > 1) {
                    overlapped.set(true);
                }
                running.decrementAndGet();
                if (budget.nodes() == goal) {
                    return "found after " + budget.nodes();
                }
                slices++;
                if ((slices & 0xFFFF) == 0) {
                    Thread.onSpinWait();
                }
            }
            return "stopped: " + budget.stopReason();
        }
    }

    @Test
    void the_first_decisive_answer_cancels_the_other_and_only_one_runs_at_a_time() {
        AtomicInteger running = new AtomicInteger();
        AtomicBoolean overlapped = new AtomicBoolean();
        long goal = 100_000_000L; // takes more than one slice of 200 ms
        List<String> answers = Interleaved.run(Limits.none().withTimeLimit(Duration.ofMinutes(5)),
                List.of(new Counting(Long.MAX_VALUE, running, overlapped), new Counting(goal, running, overlapped)),
                a -> a.startsWith("found"));
        assertThat(answers.get(1)).isEqualTo("found after " + goal);
        assertThat(answers.get(0)).isEqualTo("stopped: CANCELLED");
        assertThat(overlapped).isFalse();
    }

    @Test
    void a_search_given_three_slices_a_turn_gets_about_three_times_the_time() {
        List<long[]> counted = List.of(new long[1], new long[1]);
        List<Interleaved.Search<String>> searches = List.of(counting(counted.get(0)), counting(counted.get(1)));
        Interleaved.run(Limits.none().withTimeLimit(Duration.ofSeconds(3)), searches, new int[] {3, 1}, a -> false);
        // 3 s in slices of 200 ms: 0.6 s to 0.2 s a round, so about 3 to 1 however busy the machine is
        assertThat(counted.get(0)[0]).isGreaterThan(2 * counted.get(1)[0]);
        assertThat(counted.get(1)[0]).isPositive();
        assertThatThrownBy(() -> Interleaved.run(Limits.none(), searches, new int[] {1}, a -> false))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /** A search that counts its nodes into {@code into} until its budget stops it. */
    private static Interleaved.Search<String> counting(long[] into) {
        return limits -> {
            Budget budget = limits.start();
            while (budget.node()) {
                into[0]++;
            }
            return "stopped";
        };
    }

    @Test
    void a_search_that_ends_leaves_the_turn_to_the_others_and_all_share_the_deadline() {
        AtomicInteger running = new AtomicInteger();
        AtomicBoolean overlapped = new AtomicBoolean();
        long started = System.nanoTime();
        List<String> answers = Interleaved.run(Limits.none().withTimeLimit(Duration.ofSeconds(1)),
                List.of(new Counting(1000, running, overlapped), new Counting(Long.MAX_VALUE, running, overlapped)),
                a -> false);
        assertThat(answers).containsExactly("found after 1000", "stopped: TIME_LIMIT");
        // the deadline counts from the start for both (loose: a busy machine may be slow to hand over)
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(30));
    }

    @Test
    void past_the_deadline_the_searches_stop_side_by_side_not_in_turns() {
        // each search takes 300 ms to wind up once it sees the limit (a search of 300 boxes finishing its step, one
        // that had not started setting up): handed the turn one after another, six took 6 x 300 ms past the deadline
        List<Interleaved.Search<String>> searches = new java.util.ArrayList<>();
        for (int k = 0; k < 6; k++) {
            searches.add(limits -> {
                Budget budget = limits.start();
                try {
                    while (budget.check()) {
                        Thread.sleep(5);
                    }
                    Thread.sleep(300);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return "stopped: " + budget.stopReason();
            });
        }
        long started = System.nanoTime();
        List<String> answers = Interleaved.run(Limits.none().withTimeLimit(Duration.ofSeconds(1)), searches,
                a -> false);
        long past = (System.nanoTime() - started) / 1_000_000 - 1000;
        assertThat(answers).containsOnly("stopped: TIME_LIMIT");
        assertThat(past).as("ms past the deadline").isLessThan(1200);
    }

    @Test
    void cancelling_the_whole_stops_every_search() {
        AtomicBoolean cancel = new AtomicBoolean();
        AtomicInteger running = new AtomicInteger();
        AtomicBoolean overlapped = new AtomicBoolean();
        Thread canceller = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            cancel.set(true);
        });
        canceller.start();
        List<String> answers = Interleaved.run(Limits.none().withCancellation(cancel::get),
                List.of(new Counting(Long.MAX_VALUE, running, overlapped),
                        new Counting(Long.MAX_VALUE, running, overlapped)), a -> false);
        assertThat(answers).containsExactly("stopped: CANCELLED", "stopped: CANCELLED");
    }

    @Test
    void a_failing_search_fails_the_whole() {
        AtomicInteger running = new AtomicInteger();
        AtomicBoolean overlapped = new AtomicBoolean();
        assertThatThrownBy(() -> Interleaved.run(Limits.none().withTimeLimit(Duration.ofMinutes(5)),
                List.<Interleaved.Search<String>>of(limits -> {
                    throw new IllegalStateException("broken");
                }, new Counting(Long.MAX_VALUE, running, overlapped)), a -> false))
                .isInstanceOf(IllegalStateException.class).hasMessage("broken");
    }
}
