package org.gridpuzzle.domain.search;

import static org.assertj.core.api.Assertions.assertThat;

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
}
