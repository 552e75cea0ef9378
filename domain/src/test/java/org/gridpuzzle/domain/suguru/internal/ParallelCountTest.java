package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.GeneratedSuguru;
import org.gridpuzzle.domain.suguru.CountOutcome;
import org.gridpuzzle.domain.suguru.GenerateRequest;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;
import org.junit.jupiter.api.Test;

/** The two-thread count against the one-thread count: same counts, same completeness, on any puzzle size. */
class ParallelCountTest {

    @Property(tries = 120)
    void counts_agree_with_the_sequential_search(@ForAll @IntRange(min = 2, max = 7) int rows,
            @ForAll @IntRange(min = 2, max = 7) int cols, @ForAll long seed,
            @ForAll @DoubleRange(min = 0, max = 0.9) double drop, @ForAll @IntRange(min = 1, max = 40) int limit) {
        Optional<GeneratedSuguru> made = SuguruGenerator.generate(new GenerateRequest(rows, cols, 5, seed,
                false), Limits.none().withTimeLimit(Duration.ofSeconds(1)));
        Assume.that(made.isPresent());
        SuguruPuzzle generated = made.get().puzzle();
        Random random = new Random(seed);
        int[] givens = generated.givens().toArray();
        for (int c = 0; c < givens.length; c++) {
            if (random.nextDouble() < drop) {
                givens[c] = 0;
            }
        }
        SuguruPuzzle p = SuguruPuzzle.of(generated.regions(), IntGrid.of(generated.shape(), givens));
        CountOutcome expected = SolutionCounter.sequentialCount(p, limit, Limits.none());
        CountOutcome actual = ParallelCount.count(p, limit, Limits.none());
        assertThat(actual.count()).isEqualTo(expected.count());
        assertThat(actual.complete()).isEqualTo(expected.complete());
        assertThat(actual.stopReason()).isNull();
    }

    /** Cancelled by work done (the flag read a hundred times, about 100,000 nodes), not by the clock, which a busy machine stretches. */
    @Test
    void cancellation_stops_both_branches() {
        SuguruPuzzle empty = SuguruPuzzle.empty(SuguruGenerator.generate(new GenerateRequest(16, 16, 5, 3,
                false), Limits.none()).orElseThrow().puzzle().regions());
        AtomicInteger reads = new AtomicInteger();
        CountOutcome out = ParallelCount.count(empty, Long.MAX_VALUE,
                Limits.none().withCancellation(() -> reads.incrementAndGet() > 100));
        assertThat(out.complete()).isFalse();
        assertThat(out.stopReason()).isEqualTo(StopReason.CANCELLED);
        assertThat(out.count()).isPositive();
    }
}
