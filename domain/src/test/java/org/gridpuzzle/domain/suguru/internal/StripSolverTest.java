package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.search.Limits;
import org.junit.jupiter.api.Test;

class StripSolverTest {

    @Test
    void papers_hintless_example() {
        // Example 1: regions of 1, 2 and 3 cells; the paper's answer is 1 2 1 2 1 3.
        SuguruPuzzle p = Puzzles.of(new String[] {"ABBCCC"}, null);
        SolveOutcome out = new StripSolver().solve(p, Limits.none());
        assertThat(((SolveOutcome.Solved) out).solution()).isEqualTo(Puzzles.grid("121213"));
    }

    @Test
    void papers_example_with_hints() {
        // Example 2: regions of 2, 1 and 3 cells; hints c2,1 = 1 and c3,2 = 2.
        SuguruPuzzle p = Puzzles.of(new String[] {"AABCCC"}, new String[] {"..1.2."});
        SolveOutcome out = new StripSolver().solve(p, Limits.none());
        IntGrid solution = ((SolveOutcome.Solved) out).solution();
        assertThat(SuguruVerifier.verify(p, solution)).isEmpty();
        assertThat(solution.get(3)).isEqualTo(3);
        assertThat(solution.get(5)).isEqualTo(1);
    }

    @Test
    void adjacent_singletons_have_no_solution() {
        SuguruPuzzle p = Puzzles.of(new String[] {"AABCDD"}, null);
        assertThat(new StripSolver().solve(p, Limits.none())).isInstanceOf(SolveOutcome.Unsolvable.class);
    }

    @Test
    void a_million_cells_in_one_column_verify() {
        int n = 1_000_000;
        int[] labels = new int[n];
        int[] givens = new int[n];
        Random random = new Random(7);
        int label = 0;
        for (int i = 0, left = 0; i < n; i++, left--) {
            if (left == 0) {
                label++;
                left = 2 + random.nextInt(4);
            }
            labels[i] = label;
        }
        RegionMap regions = RegionMap.of(GridShape.of(n, 1), labels);
        SuguruPuzzle p = SuguruPuzzle.of(regions, IntGrid.of(regions.shape(), givens));
        SolveOutcome out = new StripSolver().solve(p, Limits.none());
        assertThat(SuguruVerifier.verify(p, ((SolveOutcome.Solved) out).solution())).isEmpty();
    }
}
