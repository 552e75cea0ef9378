package org.gridpuzzle.domain.suguru;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Limits;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GeneratorAndHintsTest {

    @ParameterizedTest(name = "{0}x{1} minimal={2}")
    @CsvSource({"6, 6, false", "6, 6, true", "10, 10, false", "10, 10, true"})
    void generated_puzzles_are_unique_and_their_solution_verifies(int rows, int cols, boolean minimal) {
        for (long seed = 1; seed <= 20; seed++) {
            GeneratedSuguru g = SuguruGenerator.generate(new SuguruGenerator.Request(rows, cols, 5, seed, minimal),
                    Limits.none()).orElseThrow();
            SuguruPuzzle p = g.puzzle();
            assertThat(p.shape().rows()).isEqualTo(rows);
            assertThat(p.regions().maxRegionSize()).isLessThanOrEqualTo(5);
            assertThat(SolutionCounter.count(p, 2, Limits.none()).unique()).as("seed %d", seed).isTrue();
            assertThat(SuguruVerifier.verify(p, g.solution())).isEmpty();
            if (minimal) {
                assertNoGivenCanGo(p);
            } else {
                assertThat(g.difficulty()).isNotEqualTo(Difficulty.EXPERT);
            }
        }
    }

    @ParameterizedTest
    @CsvSource({"3", "99"})
    void same_seed_same_puzzle(long seed) {
        var request = new SuguruGenerator.Request(7, 7, 5, seed, false);
        assertThat(SuguruGenerator.generate(request, Limits.none()).orElseThrow().puzzle())
                .isEqualTo(SuguruGenerator.generate(request, Limits.none()).orElseThrow().puzzle());
    }

    @ParameterizedTest
    @CsvSource({"11", "12", "13"})
    void explanations_of_generated_puzzles_replay_to_the_solution(long seed) {
        GeneratedSuguru g = SuguruGenerator.generate(new SuguruGenerator.Request(8, 8, 5, seed, true), Limits.none())
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
