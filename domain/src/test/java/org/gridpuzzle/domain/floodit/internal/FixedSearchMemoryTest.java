package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import static org.assertj.core.api.Assertions.assertThat;

import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;
import org.junit.jupiter.api.Test;

/** A search that fills its memory budget stops with that reason and a proved bound, never an OutOfMemoryError. */
class FixedSearchMemoryTest {

    @Test
    void the_exact_and_beam_searches_stop_at_the_memory_budget_with_their_bound() {
        ColouredGraph board = RandomBoards.grid(40, 40, 6, 3); // far too hard for the exact search
        FixedSolution unlimitedBeam = new FixedBeamSolver(50).solve(board, 0, Limits.none());
        FixedSolution exact = new FixedExactSolver().solve(board, 0, Limits.none().withMemoryBudget(4 << 20));
        assertThat(exact.stopped()).isEqualTo(StopReason.MEMORY_LIMIT);
        assertThat(exact.lowerBound()).isGreaterThan(0).isLessThanOrEqualTo(unlimitedBeam.length());
        FixedSolution beam = new FixedBeamSolver(2000).solve(board, 0, Limits.none().withMemoryBudget(64 << 10));
        assertThat(beam.stopped()).isEqualTo(StopReason.MEMORY_LIMIT);
    }

    @Test
    void the_beam_keeps_two_layers_so_a_long_game_fits_where_all_its_states_would_not() {
        ColouredGraph board = RandomBoards.grid(60, 60, 6, 5); // about 2,400 components and 60 moves
        // the states of every layer at width 200 would need about 4 MiB
        FixedSolution beam = new FixedBeamSolver(200).solve(board, 0, Limits.none().withMemoryBudget(2 << 20));
        assertThat(beam.found()).isTrue();
        assertThat(Replay.play(board, Mode.FIXED, 0, beam.colours().stream().map(c -> new Move(0, c)).toList())
                .flooded()).isTrue();
    }
}
