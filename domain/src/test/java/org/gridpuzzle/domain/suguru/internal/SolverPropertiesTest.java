package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.CountOutcome;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Limits;

/** Every exact Suguru solver against brute force on small random puzzles. */
class SolverPropertiesTest {

    @Property(tries = 400)
    void counter_equals_brute_force_and_solvers_agree(@ForAll @IntRange(min = 1, max = 5) int rows,
            @ForAll @IntRange(min = 1, max = 5) int cols, @ForAll @IntRange(min = 1, max = 5) int maxRegion,
            @ForAll long seed, @ForAll @DoubleRange(min = 0.0, max = 0.6) double givenRate) {
        SuguruPuzzle p = RandomPuzzles.of(rows, cols, maxRegion, seed, givenRate);
        long expected = BruteForce.count(p, 1_000_000);
        CountOutcome counted = SolutionCounter.count(p, 1_000_000, Limits.none());
        assertThat(counted.count()).isEqualTo(expected);
        // a count that reaches its limit stops there (an open 5×5 can have more solutions): complete only below it
        assertThat(counted.complete()).as("%d solutions", expected).isEqualTo(expected < 1_000_000);

        for (SuguruSolver solver : new SuguruSolver[] {new FastSolver(), new PaperBacktrackingSolver()}) {
            SolveOutcome out = solver.solve(p, Limits.none());
            if (expected == 0) {
                assertThat(out).as(solver.name()).isInstanceOf(SolveOutcome.Unsolvable.class);
            } else {
                assertThat(out).as(solver.name()).isInstanceOf(SolveOutcome.Solved.class);
                assertThat(SuguruVerifier.verify(p, ((SolveOutcome.Solved) out).solution())).isEmpty();
            }
        }
    }

    @Property(tries = 200)
    void enumeration_streams_distinct_valid_solutions(@ForAll @IntRange(min = 1, max = 4) int rows,
            @ForAll @IntRange(min = 1, max = 4) int cols, @ForAll long seed) {
        SuguruPuzzle p = RandomPuzzles.of(rows, cols, 4, seed, 0.2);
        Set<IntGrid> seen = new HashSet<>();
        CountOutcome out = SolutionCounter.enumerate(p, Limits.none(), s -> {
            assertThat(SuguruVerifier.verify(p, s)).isEmpty();
            assertThat(seen.add(s)).isTrue();
            return true;
        });
        assertThat(out.count()).isEqualTo(seen.size()).isEqualTo(BruteForce.count(p, 1_000_000));
    }

    @Property(tries = 500)
    void strip_agrees_with_brute_force(@ForAll @IntRange(min = 1, max = 12) int length, @ForAll boolean vertical,
            @ForAll @IntRange(min = 1, max = 5) int maxRegion, @ForAll long seed,
            @ForAll @DoubleRange(min = 0.0, max = 0.7) double givenRate) {
        SuguruPuzzle p = RandomPuzzles.strip(length, vertical, maxRegion, seed, givenRate);
        boolean solvable = BruteForce.count(p, 1) > 0;
        SolveOutcome out = new StripSolver().solve(p, Limits.none());
        if (solvable) {
            assertThat(out).isInstanceOf(SolveOutcome.Solved.class);
            assertThat(SuguruVerifier.verify(p, ((SolveOutcome.Solved) out).solution())).isEmpty();
        } else {
            assertThat(out).isInstanceOf(SolveOutcome.Unsolvable.class);
        }
    }
}
