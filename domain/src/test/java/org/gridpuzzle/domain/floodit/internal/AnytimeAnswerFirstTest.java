package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.FloodItAnswer;
import org.gridpuzzle.domain.floodit.ExactAlgorithm;
import org.gridpuzzle.domain.floodit.AlgorithmChoice;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;
import org.junit.jupiter.api.Test;

/**
 * The default (the exact, anytime search) never answers longer than {@code --heuristic} at the same limit: the
 * heuristic runs first, to its end, and the proof then looks only for shorter sequences (#67 item 7: under load a
 * 26×26 board at 5 s answered the greedy's 47 moves, where the heuristic gave 37, because the beam had a tenth of
 * the time). Node limits and cancels after a counted number of polls, not the clock, so a loaded machine gets the
 * same answers.
 */
class AnytimeAnswerFirstTest {

    private static Board board(int side, long seed) {
        Random random = new Random(seed);
        int[] cells = new int[side * side];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = random.nextInt(6);
        }
        return new Board(IntGrid.of(GridShape.of(side, side), cells));
    }

    private static FloodItAnswer solve(Board b, Mode mode, boolean exact, Limits limits) {
        AlgorithmChoice choice = mode == Mode.FIXED ? AlgorithmChoice.fixed(b, ExactAlgorithm.AUTO, exact)
                : AlgorithmChoice.free(b, ExactAlgorithm.AUTO, exact);
        return FloodItSolvers.solve(b, mode, 0, choice, FixedAnytimeSolver.HEURISTIC_WIDTH, limits);
    }

    private static void floods(Board b, Mode mode, List<Move> moves) {
        assertThat(Replay.play(b.graph(), mode, 0, moves).flooded()).isTrue();
    }

    @Test
    void fixed_at_a_node_limit_too_small_for_the_proof_answers_no_longer_than_the_heuristic() {
        // seeds 1, 2, 4 and 6 answered one or two moves more than the heuristic before (a beam of width 50)
        StringBuilder seen = new StringBuilder();
        for (long seed : new long[] {1, 2, 4, 6}) {
            Board b = board(26, seed);
            Limits limits = Limits.none().withNodeLimit(8_000); // the beam needs about 5,600 (each phase counts its own)
            FloodItAnswer heuristic = solve(b, Mode.FIXED, false, limits);
            FloodItAnswer exact = solve(b, Mode.FIXED, true, limits);
            seen.append(String.format("seed %d: default %d, heuristic %d%n", seed, exact.moves().size(),
                    heuristic.moves().size()));
            assertThat(heuristic.found()).as("the heuristic ran to its end: %s", seen).isTrue();
            assertThat(exact.stopped()).as("the proof did not: %s", seen).isEqualTo(StopReason.NODE_LIMIT);
            floods(b, Mode.FIXED, exact.moves());
            assertThat(exact.moves().size()).as("%s", seen).isLessThanOrEqualTo(heuristic.moves().size());
        }
    }

    @Test
    void fixed_stopped_right_after_its_beam_answers_the_beam_s_sequence() {
        // Ctrl-C the moment the beam's length is reported: the exact search, stopped while it builds its tables,
        // used to answer nothing at all
        Board b = board(26, 2);
        List<Integer> heard = new ArrayList<>();
        AtomicBoolean cancelled = new AtomicBoolean();
        FixedSolution s = new FixedAnytimeSolver().solve(b.graph(), 0, Limits.none().withCancellation(cancelled::get),
                (bound, best, nodes) -> {
                    heard.add(best);
                    cancelled.set(heard.size() >= 2); // the greedy's length, then the beam's
                });
        assertThat(heard).hasSize(2);
        assertThat(s.stopped()).isEqualTo(StopReason.CANCELLED);
        assertThat(s.colours()).hasSize(heard.get(1));
        assertThat(s.colours().size()).isLessThan(heard.get(0));
        floods(b, Mode.FIXED, s.colours().stream().map(c -> new Move(0, c)).toList());
    }

    @Test
    void free_stopped_while_its_fixed_seed_runs_answers_no_longer_than_the_heuristic() {
        // the Fixed seed may take the whole limit: the Free greedy (the heuristic) runs before it, not after. A cancel
        // after a counted number of polls, while the Fixed seed's beam runs: seed 1 answered the Fixed greedy's 51
        // moves before, against the Free greedy's 43
        StringBuilder seen = new StringBuilder();
        for (long seed : new long[] {1, 3, 4}) {
            Board b = board(26, seed);
            FloodItAnswer heuristic = solve(b, Mode.FREE, false, Limits.none());
            AtomicInteger polls = new AtomicInteger();
            BooleanSupplier ctrlC = () -> polls.incrementAndGet() > 500;
            FloodItAnswer exact = solve(b, Mode.FREE, true, Limits.none().withCancellation(ctrlC));
            seen.append(String.format("seed %d: default %d, heuristic %d%n", seed, exact.moves().size(),
                    heuristic.moves().size()));
            assertThat(exact.stopped()).as("%s", seen).isEqualTo(StopReason.CANCELLED);
            floods(b, Mode.FREE, exact.moves());
            assertThat(exact.moves().size()).as("%s", seen).isLessThanOrEqualTo(heuristic.moves().size());
        }
    }
}
