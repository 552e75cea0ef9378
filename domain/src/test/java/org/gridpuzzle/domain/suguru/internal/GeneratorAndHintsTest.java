package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.GeneratedSuguru;
import org.gridpuzzle.domain.suguru.Difficulty;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.GenerateRequest;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.grid.internal.RegionShapes;
import org.gridpuzzle.domain.search.Limits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

class GeneratorAndHintsTest {

    @ParameterizedTest(name = "{0}x{1} minimal={2}")
    @CsvSource({"6, 6, false", "6, 6, true", "10, 10, false", "10, 10, true"})
    void generated_puzzles_are_unique_and_their_solution_verifies(int rows, int cols, boolean minimal) {
        for (long seed = 1; seed <= 20; seed++) {
            GeneratedSuguru g = SuguruGenerator.generate(new GenerateRequest(rows, cols, 5, seed, minimal),
                    Limits.none()).orElseThrow();
            SuguruPuzzle p = g.puzzle();
            assertThat(p.shape().rows()).isEqualTo(rows);
            assertThat(p.regions().maxRegionSize()).isLessThanOrEqualTo(5);
            assertThat(SolutionCounter.count(p, 2, Limits.none()).unique()).as("seed %d", seed).isTrue();
            assertThat(SuguruVerifier.verify(p, g.solution())).isEmpty();
            if (minimal) {
                assertNoGivenCanGo(p);
            } else {
                // no guessing: propagation with subsets fills the grid
                assertThat(Deduction.SUBSETS.solves(p, Limits.none().start())).as("seed %d", seed).isTrue();
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Difficulty.class)
    void a_requested_grade_is_the_grade_of_the_explanation(Difficulty grade) {
        for (long seed = 1; seed <= 4; seed++) {
            GeneratedSuguru g = SuguruGenerator.generate(new GenerateRequest(9, 9, 5, seed, false, grade),
                    Limits.none()).orElseThrow();
            assertThat(g.difficulty()).isEqualTo(grade);
            assertThat(HintEngine.rate(g.puzzle(), g.solution())).isEqualTo(grade);
            assertThat(SolutionCounter.count(g.puzzle(), 2, Limits.none()).unique()).isTrue();
            assertThat(Deduction.forGrade(grade).solves(g.puzzle(), Limits.none().start())).isTrue();
        }
    }

    @ParameterizedTest(name = "regions up to {0}")
    @CsvSource({"4", "5", "7", "9"})
    void regions_are_blobs_not_bands(int maxRegion) {
        // the reading-order construction alone leaves most regions two rows high (96% on 30x30); mixing leaves
        // regions as often flat one way as the other
        for (long seed = 1; seed <= 4; seed++) {
            GeneratedSuguru g = SuguruGenerator.generate(new GenerateRequest(16, 16, maxRegion, seed, false),
                    Limits.none()).orElseThrow();
            RegionMap regions = g.puzzle().regions();
            assertThat(RegionShapes.of(regions).banded()).as("seed %d", seed).isFalse();
            assertThat(regions.maxRegionSize()).isLessThanOrEqualTo(maxRegion);
            assertThat(SuguruVerifier.verify(g.puzzle(), g.solution())).isEmpty();
        }
    }

    @Property(tries = 60)
    void mixing_keeps_the_filling_a_solution(@ForAll @IntRange(min = 2, max = 9) int rows,
            @ForAll @IntRange(min = 2, max = 9) int cols, @ForAll @IntRange(min = 4, max = 9) int maxRegion,
            @ForAll long seed) {
        Random random = new Random(seed);
        GridShape shape = GridShape.of(rows, cols);
        for (int attempt = 0; attempt < 50; attempt++) {
            GrowingPartitioner.Result r = GrowingPartitioner.attempt(shape, maxRegion, random, Limits.none().start());
            if (r != null) {
                SuguruPuzzle empty = SuguruPuzzle.empty(r.regions());
                assertThat(SuguruVerifier.verify(empty, r.solution())).isEmpty();
                assertThat(r.regions().maxRegionSize()).isLessThanOrEqualTo(maxRegion);
                return;
            }
        }
    }

    @ParameterizedTest
    @CsvSource({"3", "99"})
    void same_seed_same_puzzle(long seed) {
        var request = new GenerateRequest(7, 7, 5, seed, false);
        assertThat(SuguruGenerator.generate(request, Limits.none()).orElseThrow().puzzle())
                .isEqualTo(SuguruGenerator.generate(request, Limits.none()).orElseThrow().puzzle());
    }

    @ParameterizedTest
    @CsvSource({"11", "12", "13"})
    void explanations_of_generated_puzzles_replay_to_the_solution(long seed) {
        GeneratedSuguru g = SuguruGenerator.generate(new GenerateRequest(8, 8, 5, seed, true), Limits.none())
                .orElseThrow();
        List<HintStep> steps = HintEngine.explain(g.puzzle(), Limits.none()).orElseThrow();
        int[] grid = g.puzzle().givens().toArray();
        for (HintStep step : steps) {
            if (step.placement()) {
                grid[g.puzzle().shape().index(step.targets().get(0))] = step.values().get(0);
            }
        }
        assertThat(IntGrid.of(g.puzzle().shape(), grid)).isEqualTo(g.solution());
        assertThat(HintEngine.hint(g.puzzle(), Limits.none())).contains(steps.get(0));
    }

    @Test
    void an_explanation_stops_with_its_budget() {
        GeneratedSuguru g = SuguruGenerator.generate(new GenerateRequest(8, 8, 5, 4, true), Limits.none())
                .orElseThrow();
        assertThat(HintEngine.explain(g.puzzle(), g.solution(), Limits.none().withCancellation(() -> true).start()))
                .isEmpty();
        assertThat(HintEngine.explain(g.puzzle(), g.solution(), Limits.none().start()))
                .contains(HintEngine.explain(g.puzzle(), g.solution()));
    }

    private static void assertNoGivenCanGo(SuguruPuzzle p) {
        int[] givens = p.givens().toArray();
        for (int c = 0; c < givens.length; c++) {
            if (givens[c] != 0) {
                int keep = givens[c];
                givens[c] = 0;
                assertThat(SolutionCounter.count(p.withGivens(IntGrid.of(p.shape(), givens)), 2, Limits.none()).count())
                        .isEqualTo(2);
                givens[c] = keep;
            }
        }
    }
}
