package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.FloodItAnswer;
import org.gridpuzzle.domain.floodit.ExactAlgorithm;
import org.gridpuzzle.domain.floodit.AlgorithmChoice;
import org.gridpuzzle.domain.floodit.FloodItAlgorithm;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;
import org.junit.jupiter.api.Test;

/**
 * A memory budget too small for the search is an answer, never an exception: what does not fit is sized before it is
 * built, and the answer is the best sequence so far with its bound, or the bound alone (the colours present minus one
 * needs no graph). The hostile run's old L7: {@code --memory 64m floodit solve} of a 2000×2000 board ended "out of
 * memory" with no bound.
 */
class FloodItMemoryBudgetTest {

    private static Board board(int rows, int cols, int colours, long seed) {
        Random random = new Random(seed);
        int[] cells = new int[rows * cols];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = random.nextInt(colours);
        }
        return new Board(IntGrid.of(GridShape.of(rows, cols), cells));
    }

    private static FloodItAnswer solve(Board b, Limits limits) {
        return FloodItSolvers.solve(b, Mode.FIXED, 0, AlgorithmChoice.fixed(b, ExactAlgorithm.AUTO, true), 200, limits);
    }

    @Test
    void a_board_whose_graph_cannot_fit_gets_the_bound_of_its_colours_without_a_graph() {
        Board b = board(300, 300, 6, 1); // 90,000 cells: their graph and contraction take about 10 MB
        assertThat(b.graphBytes()).isGreaterThan(1 << 20);
        FloodItAnswer a = solve(b, Limits.none().withMemoryBudget(1 << 20));
        assertThat(a.stopped()).isEqualTo(StopReason.MEMORY_LIMIT);
        assertThat(a.moves()).isEmpty();
        assertThat(a.lowerBound()).isEqualTo(5);
    }

    @Test
    void the_heuristic_on_a_board_whose_graph_cannot_fit_gets_the_same_bound() {
        Board b = board(300, 300, 6, 1);
        FloodItAnswer a = FloodItSolvers.solve(b, Mode.FIXED, 0, AlgorithmChoice.fixed(b, ExactAlgorithm.AUTO, false), 200,
                Limits.none().withMemoryBudget(1 << 20));
        assertThat(a.stopped()).isEqualTo(StopReason.MEMORY_LIMIT);
        assertThat(a.lowerBound()).isEqualTo(5);
    }

    @Test
    void components_counted_on_the_cells_are_the_contraction_s() {
        Random random = new Random(11);
        for (int i = 0; i < 200; i++) {
            int rows = 1 + random.nextInt(i < 100 ? 4 : 40);
            int cols = 1 + random.nextInt(i < 100 ? 4 : 40);
            Board b = board(rows, cols, 1 + random.nextInt(4), random.nextLong());
            int counted = b.components(); // before the graph is built
            assertThat(counted).as("%dx%d board %d", rows, cols, i)
                    .isEqualTo(b.graph().contract().graph().vertexCount());
        }
        // one component whose flood fill has a long front: the queue grows
        Board one = board(200, 200, 1, 1);
        assertThat(one.components()).isEqualTo(1);
    }

    @Test
    void search_tables_beyond_the_budget_leave_the_heuristic_s_sequence_with_its_bound() {
        // the graph and the greedy's structure fit in 256 KiB; the byte tables (1 MiB) and the beam's and A*'s states
        // do not all fit: the search answers what it had, stopped by the budget or the node limit
        Board b = board(26, 26, 6, 2);
        assertThat(b.graphBytes()).isLessThan(256 << 10);
        int greedy = new FixedGreedySolver().solve(b.graph(), 0, Limits.none()).length();
        FloodItAnswer a = solve(b, Limits.none().withMemoryBudget(256 << 10).withNodeLimit(8_000));
        assertThat(a.stopped()).isIn(StopReason.MEMORY_LIMIT, StopReason.NODE_LIMIT);
        assertThat(Replay.play(b.graph(), Mode.FIXED, 0, a.moves()).flooded()).isTrue();
        assertThat(a.moves().size()).isLessThanOrEqualTo(greedy);
        assertThat(a.lowerBound()).isBetween(5, a.moves().size());
    }

    @Test
    void a_budget_too_small_even_for_the_greedy_still_gives_the_colour_bound() {
        // twenty colours: nearly every cell a component of its own, whose merging structure outgrows the graph
        Board b = board(26, 26, 20, 2);
        Limits limits = Limits.none().withMemoryBudget(b.graphBytes()); // the graph fits, the greedy's does not
        assertThat(b.graphFits(limits)).isTrue();
        FloodItAnswer a = solve(b, limits);
        assertThat(a.stopped()).isEqualTo(StopReason.MEMORY_LIMIT);
        assertThat(a.moves()).isEqualTo(List.of());
        assertThat(a.lowerBound()).isEqualTo(b.coloursPresent() - 1);
    }

    // Review of the merged change: the graph fits (Board.graphFits) but the greedy player's component graph does not
    // (thirty-six colours: nearly every cell a component, ~144 bytes a cell against the graph's 112). Each path that
    // runs the greedy answers the memory stop with the colour bound instead of throwing MemoryBudgetException.

    private static Limits graphOnly(Board b) {
        Limits limits = Limits.none().withMemoryBudget(b.graphBytes());
        assertThat(b.graphFits(limits)).isTrue();
        return limits;
    }

    private static void assertColourBoundAtMemoryStop(Board b, FloodItAnswer a) {
        assertThat(a.stopped()).isEqualTo(StopReason.MEMORY_LIMIT);
        assertThat(a.optimal()).isFalse();
        assertThat(a.lowerBound()).isEqualTo(b.coloursPresent() - 1);
        if (!a.moves().isEmpty()) { // the best so far, when there is one, floods the board
            assertThat(Replay.play(b.graph(), Mode.FIXED, 0, a.moves()).flooded()).isTrue();
        }
    }

    @Test
    void fixed_heuristic_greedy_refused_by_the_budget_answers_the_colour_bound() {
        Board b = board(200, 200, 36, 3);
        AlgorithmChoice choice = AlgorithmChoice.fixed(b, ExactAlgorithm.AUTO, false);
        assertThat(choice.algorithm()).isEqualTo(FloodItAlgorithm.GREEDY);
        FloodItAnswer a = FloodItSolvers.solve(b, Mode.FIXED, 0, choice, 200, graphOnly(b));
        assertColourBoundAtMemoryStop(b, a);
        assertThat(a.moves()).isEmpty();
    }


    @Test
    void free_heuristic_refused_by_the_budget_answers_the_colour_bound() {
        Board b = board(200, 200, 36, 3);
        FloodItAnswer a = FloodItSolvers.solve(b, Mode.FREE, 0, AlgorithmChoice.free(b, ExactAlgorithm.AUTO, false),
                200, graphOnly(b));
        assertColourBoundAtMemoryStop(b, a);
        assertThat(a.moves()).isEmpty();
    }

    @Test
    void free_search_whose_greedy_is_refused_answers_the_colour_bound() {
        Board b = board(26, 26, 20, 2);
        AlgorithmChoice choice = AlgorithmChoice.free(b, ExactAlgorithm.AUTO, true);
        assertThat(choice.algorithm()).isEqualTo(FloodItAlgorithm.SEARCH);
        FloodItAnswer a = FloodItSolvers.solve(b, Mode.FREE, 0, choice, 200, graphOnly(b));
        assertColourBoundAtMemoryStop(b, a);
        assertThat(a.moves()).isEmpty();
    }

    @Test
    void fixed_heuristic_beam_refused_by_the_budget_answers_the_greedy_s_sequence_as_the_best_so_far() {
        // 128 KiB: the graph and the greedy's component graph fit, the beam's two layers of states do not
        Board b = board(26, 26, 6, 2);
        Limits limits = Limits.none().withMemoryBudget(128 << 10);
        AlgorithmChoice choice = AlgorithmChoice.fixed(b, ExactAlgorithm.AUTO, false);
        assertThat(choice.algorithm()).isEqualTo(FloodItAlgorithm.BEAM);
        int greedy = new FixedGreedySolver().solve(b.graph(), 0, limits).length();
        FloodItAnswer a = FloodItSolvers.solve(b, Mode.FIXED, 0, choice, 200, limits);
        assertThat(a.stopped()).isEqualTo(StopReason.MEMORY_LIMIT);
        assertThat(a.hasBest()).isTrue();
        assertThat(a.moves()).hasSize(greedy);
        assertThat(Replay.play(b.graph(), Mode.FIXED, 0, a.moves()).flooded()).isTrue();
        assertThat(a.lowerBound()).isBetween(b.coloursPresent() - 1, a.moves().size());
    }

    @Test
    void fixed_heuristic_beam_and_greedy_both_refused_answer_a_bound_without_moves() {
        Board b = board(26, 26, 20, 2);
        AlgorithmChoice choice = AlgorithmChoice.fixed(b, ExactAlgorithm.AUTO, false);
        assertThat(choice.algorithm()).isEqualTo(FloodItAlgorithm.BEAM);
        FloodItAnswer a = FloodItSolvers.solve(b, Mode.FIXED, 0, choice, 200, graphOnly(b));
        assertThat(a.stopped()).isEqualTo(StopReason.MEMORY_LIMIT);
        assertThat(a.moves()).isEmpty();
        assertThat(a.lowerBound()).isGreaterThanOrEqualTo(b.coloursPresent() - 1); // the beam's start bound is higher
    }

    @Test
    void free_search_whose_greedy_is_refused_goes_on_to_the_fixed_seed() {
        // a budget the Fixed greedy's component graph fits exactly (48 bytes a component, 24 an edge slot) and the
        // Free greedy's (16 bytes a component more) does not: the Fixed seed is the answer so far
        Board b = board(26, 26, 20, 2);
        ColouredGraph h = b.graph().contract().graph();
        long fixedGreedy = h.vertexCount() * 48L + h.graph().edgeCount() * 2L * 24;
        Limits limits = Limits.none().withMemoryBudget(fixedGreedy);
        assertThat(b.graphFits(limits)).isTrue();
        int seed = new FixedGreedySolver().solve(b.graph(), 0, limits).length();
        FloodItAnswer a = FloodItSolvers.solve(b, Mode.FREE, 0, AlgorithmChoice.free(b, ExactAlgorithm.AUTO, true), 200,
                limits);
        assertThat(a.stopped()).isEqualTo(StopReason.MEMORY_LIMIT);
        assertThat(a.moves()).hasSize(seed);
        assertThat(Replay.play(b.graph(), Mode.FREE, 0, a.moves()).flooded()).isTrue();
        assertThat(a.lowerBound()).isBetween(b.coloursPresent() - 1, seed);
    }
}
