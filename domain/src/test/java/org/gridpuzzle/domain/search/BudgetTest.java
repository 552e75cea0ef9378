package org.gridpuzzle.domain.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class BudgetTest {

    @Test
    void node_limit_stops_after_exactly_that_many_nodes() {
        Budget b = Limits.none().withNodeLimit(5).start();
        for (int i = 0; i < 5; i++) {
            assertThat(b.node()).isTrue();
        }
        assertThat(b.node()).isFalse();
        assertThat(b.stopReason()).isEqualTo(StopReason.NODE_LIMIT);
        assertThat(b.node()).isFalse();
    }

    @Test
    void started_limits_count_from_their_start_and_keep_it_through_every_derived_limit() {
        long tenSecondsAgo = System.nanoTime() - Duration.ofSeconds(10).toNanos();
        Limits spent = Limits.none().withTimeLimit(Duration.ofSeconds(5)).startedAt(tenSecondsAgo);
        assertThat(spent.timeLeft()).isZero();
        Budget b = spent.withNodeLimit(1000).withMemoryBudget(1 << 20).start();
        assertThat(b.check()).isFalse();
        assertThat(b.stopReason()).isEqualTo(StopReason.TIME_LIMIT);

        long secondAgo = System.nanoTime() - Duration.ofSeconds(1).toNanos();
        Limits running = Limits.none().withTimeLimit(Duration.ofSeconds(60)).startedAt(secondAgo);
        assertThat(running.timeLeft()).isBetween(Duration.ofSeconds(50), Duration.ofSeconds(59));
        // the deadline is absolute: a run started later is not given the elapsed time back, nor anchored again
        assertThat(running.startingNow()).isSameAs(running);
        assertThat(running.start().limits()).isSameAs(running);
        // a fresh relative limit (a share of what is left) counts from its own start again
        assertThat(running.withTimeLimit(Duration.ofSeconds(2)).timeLeft()).isEqualTo(Duration.ofSeconds(2));
        assertThat(Limits.none().startedAt(secondAgo).timeLeft()).isNull();
    }

    @Test
    void the_time_limit_is_what_was_given_and_the_time_left_what_a_started_run_has_left() {
        long secondAgo = System.nanoTime() - Duration.ofSeconds(1).toNanos();
        Limits running = Limits.of(Duration.ofSeconds(60)).startedAt(secondAgo);
        assertThat(running.timeLimit()).isEqualTo(Duration.ofSeconds(60));
        assertThat(running.timeLeft()).isLessThanOrEqualTo(Duration.ofSeconds(59));
        assertThat(running.started()).isTrue();
        // a run not started yet has the whole limit left, counted from its start
        assertThat(Limits.of(Duration.ofSeconds(3)).timeLeft()).isEqualTo(Duration.ofSeconds(3));
        assertThat(Limits.of(Duration.ofSeconds(3)).started()).isFalse();
        assertThat(Limits.none().timeLimit()).isNull();
        assertThat(Limits.none().nodeLimit()).isEqualTo(Long.MAX_VALUE);
        assertThat(Limits.of(Duration.ofSeconds(3)).withNodeLimit(7)).isEqualTo(
                Limits.none().withNodeLimit(7).withTimeLimit(Duration.ofSeconds(3)));
        assertThatThrownBy(() -> Limits.of(Duration.ofSeconds(-1))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Limits.none().withNodeLimit(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Limits.none().withMemoryBudget(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void cancellation_is_seen_by_check() {
        AtomicBoolean flag = new AtomicBoolean();
        Budget b = Limits.none().withCancellation(flag::get).start();
        assertThat(b.check()).isTrue();
        flag.set(true);
        assertThat(b.check()).isFalse();
        assertThat(b.stopReason()).isEqualTo(StopReason.CANCELLED);
    }

    @Test
    void zero_time_limit_is_reached_at_the_first_check() {
        Budget b = Limits.none().withTimeLimit(Duration.ZERO).start();
        while (b.node()) {
            // counts until the periodic clock check fires
        }
        assertThat(b.stopReason()).isEqualTo(StopReason.TIME_LIMIT);
        assertThat(b.nodes()).isLessThanOrEqualTo(1024);
    }

    @Test
    void no_limits_never_stop() {
        Budget b = Limits.none().start();
        for (int i = 0; i < 100_000; i++) {
            assertThat(b.node()).isTrue();
        }
        assertThat(b.exhausted()).isFalse();
    }

    @Test
    void a_run_anchors_once_and_hands_every_phase_the_same_deadline() throws InterruptedException {
        Limits fiveSeconds = Limits.none().withTimeLimit(Duration.ofSeconds(5));
        assertThat(fiveSeconds.started()).isFalse();
        Budget run = fiveSeconds.start();
        Thread.sleep(50);
        Limits phase = run.limits(); // what a phase started now is handed: the run's deadline, not five fresh seconds
        assertThat(phase.started()).isTrue();
        assertThat(phase.timeLeft()).isLessThan(Duration.ofMillis(4960));
        assertThat(phase.start().limits()).isSameAs(phase);
        assertThat(fiveSeconds.startingNow().started()).isTrue();
        assertThat(Limits.none().startingNow()).isEqualTo(Limits.none()); // no time limit: nothing to anchor
        assertThat(Limits.none().start().limits().timeLeft()).isNull();
    }
}
