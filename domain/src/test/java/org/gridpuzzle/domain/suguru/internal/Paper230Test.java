package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.CountOutcome;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Limits;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The 230 instances of the Suguru paper's experiments, with their published answers. */
class Paper230Test {

    private static Path dir;

    @BeforeAll
    static void locate() {
        dir = PaperInstances.folder();
    }

    @Test
    void fast_solves_all_230_and_matches_the_answers() throws Exception {
        FastSolver solver = new FastSolver();
        for (int k = 1; k <= 230; k++) {
            SuguruPuzzle p = PaperInstances.puzzle(dir, k);
            SolveOutcome out = solver.solve(p, Limits.none());
            assertThat(out).as("instance %d", k).isInstanceOf(SolveOutcome.Solved.class);
            IntGrid solution = ((SolveOutcome.Solved) out).solution();
            assertThat(SuguruVerifier.verify(p, solution)).as("instance %d", k).isEmpty();
            assertThat(solution).as("instance %d", k).isEqualTo(PaperInstances.answer(dir, k, p.shape()));
        }
    }

    @Test
    void paper_backtracking_solves_1_to_180_and_matches_the_answers() throws Exception {
        PaperBacktrackingSolver solver = new PaperBacktrackingSolver();
        for (int k = 1; k <= 180; k++) {
            SuguruPuzzle p = PaperInstances.puzzle(dir, k);
            SolveOutcome out = solver.solve(p, Limits.none());
            assertThat(out).as("instance %d", k).isInstanceOf(SolveOutcome.Solved.class);
            IntGrid solution = ((SolveOutcome.Solved) out).solution();
            assertThat(SuguruVerifier.verify(p, solution)).isEmpty();
            assertThat(solution).as("instance %d", k).isEqualTo(PaperInstances.answer(dir, k, p.shape()));
        }
    }

    @Test
    void every_instance_is_unique_by_the_counter() throws Exception {
        for (int k = 1; k <= 230; k++) {
            CountOutcome count = SolutionCounter.count(PaperInstances.puzzle(dir, k), 2, Limits.none());
            assertThat(count.count()).as("instance %d", k).isEqualTo(1);
            assertThat(count.complete()).as("instance %d", k).isTrue();
        }
    }

    @Test
    void explanations_place_exactly_the_answer() throws Exception {
        for (int k = 1; k <= 230; k += 7) {
            SuguruPuzzle p = PaperInstances.puzzle(dir, k);
            IntGrid answer = PaperInstances.answer(dir, k, p.shape());
            int[] grid = p.givens().toArray();
            for (HintStep step : HintEngine.explain(p, Limits.none()).orElseThrow()) {
                if (step.placement()) {
                    int cell = p.shape().index(step.targets().get(0));
                    assertThat(grid[cell]).isZero();
                    grid[cell] = step.values().get(0);
                    assertThat(grid[cell]).as("instance %d step %s", k, step).isEqualTo(answer.get(cell));
                } else {
                    for (var t : step.targets()) {
                        assertThat(step.values()).as("instance %d: %s removes the answer", k, step)
                                .doesNotContain(answer.get(t));
                    }
                }
            }
            assertThat(IntGrid.of(p.shape(), grid)).isEqualTo(answer);
        }
    }
}
