package org.gridpuzzle.domain.sokoban.internal.fess;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.gridpuzzle.domain.search.StopReason;
import org.junit.jupiter.api.Test;

/** A run on an endless game stops at each limit with its counts: the node cap, the budget's, cancel, clock, memory. */
class FessLimitsTest {

    static GraphGame endless() {
        GraphGame game = new GraphGame().root(0, 1, 0);
        game.endless = true;
        return game;
    }

    static FessResult run(GraphGame game, FessOptions options, Limits limits, long bytes) {
        return new FessEngine(game, options, MemoryAccount.open("test", bytes)).run(limits.start());
    }

    @Test
    void the_node_cap_stops_the_run_with_its_counts() {
        FessResult result = run(endless(), FessOptions.paper().withMaxNodes(10), Limits.none(), 1L << 28);
        assertThat(result.stopped()).isEqualTo(StopReason.NODE_LIMIT);
        assertThat(result.solution()).isNull();
        // nine visits add nodes 2 to 10; the tenth plays a move whose result the cap turns away
        assertThat(result.counts()).isEqualTo(new FessCounts(10, 10, 0, 0, 1, 10, 0));
        assertThat(result.best()).isNotNull();
    }

    @Test
    void the_budgets_node_limit_stops_it_too() {
        FessResult result = run(endless(), FessOptions.paper(), Limits.none().withNodeLimit(5), 1L << 28);
        assertThat(result.stopped()).isEqualTo(StopReason.NODE_LIMIT);
        assertThat(result.counts().nodes()).isEqualTo(5);
    }

    @Test
    void cancellation_is_seen_within_sixteen_moves() {
        GraphGame game = endless();
        Limits limits = Limits.none().withCancellation(() -> game.played.size() >= 100);
        FessResult result = run(game, FessOptions.paper(), limits, 1L << 28);
        assertThat(result.stopped()).isEqualTo(StopReason.CANCELLED);
        assertThat(result.counts().movesTried()).isBetween(100L, 116L);
    }

    /** Each move takes 5 ms: a 200 ms limit stops the run after at most 16 more (loosely: a loaded machine passes). */
    @Test
    void the_clock_stops_a_slow_game_soon_after_the_limit() {
        GraphGame game = endless();
        game.playDelayMillis = 5;
        long start = System.nanoTime();
        FessResult result = run(game, FessOptions.paper(), Limits.none().withTimeLimit(Duration.ofMillis(200)),
                1L << 28);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(result.stopped()).isEqualTo(StopReason.TIME_LIMIT);
        assertThat(millis).isLessThan(3_000);
    }

    @Test
    void a_full_memory_account_stops_the_run_with_what_it_has() {
        FessResult result = run(endless(), FessOptions.paper(), Limits.none(), 64 * 1024);
        assertThat(result.stopped()).isEqualTo(StopReason.MEMORY_LIMIT);
        assertThat(result.counts().nodes()).isGreaterThan(10);
        assertThat(result.best()).isNotNull();
    }
}
