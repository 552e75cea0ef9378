package org.gridpuzzle.application.service.floodit;

import org.gridpuzzle.domain.floodit.internal.StartBounds;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.input.PuzzleSource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.gridpuzzle.application.service.TestModels.board;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.ArgumentMatchers.same;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.gridpuzzle.application.error.CellOutsideGridException;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.ParameterOutOfRangeException;
import org.gridpuzzle.application.error.UnsupportedBoardException;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItResult;
import org.gridpuzzle.application.port.in.floodit.CellMove;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItResult;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.ReduceVertexCoverCommand;
import org.gridpuzzle.application.port.in.floodit.ReduceVertexCoverResult;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItResult;
import org.gridpuzzle.application.port.out.floodit.LoadFloodItBoardPort;
import org.gridpuzzle.application.port.out.floodit.LoadGraphPort;
import org.gridpuzzle.application.port.out.floodit.SaveFloodItBoardPort;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.internal.ColouredGraph;
import org.gridpuzzle.domain.floodit.internal.FixedBounds;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.floodit.internal.Replay;
import org.gridpuzzle.domain.floodit.AlgorithmChoice;
import org.gridpuzzle.domain.floodit.FloodItAlgorithm;
import org.gridpuzzle.domain.floodit.ChoiceReason;
import org.gridpuzzle.domain.floodit.ExactAlgorithm;
import org.gridpuzzle.domain.floodit.UnsupportedAlgorithmException.Requirement;
import org.gridpuzzle.domain.floodit.SimpleGraph;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.search.StopReason;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The Flood-It services over mocked files: the domain's choice reaches the result, answers replay, refusals name values. */
class FloodItServicesTest {

    private static final PuzzleSource SQUARE = PuzzleSource.file(Path.of("square.flood"));
    private static final PuzzleSource TWO_ROWS = PuzzleSource.file(Path.of("two-rows.flood"));
    private static final PuzzleSource TWO_COLS = PuzzleSource.file(Path.of("two-cols.flood"));
    private static final PuzzleSource LINE = PuzzleSource.file(Path.of("line.flood"));
    private static final PuzzleSource BICOLOUR = PuzzleSource.file(Path.of("bicolour.flood"));
    private static final PuzzleSource WIDE = PuzzleSource.file(Path.of("wide.flood"));

    private static final Board SQUARE_BOARD = board("1231", "3123", "2312", "1221");
    private static final Board WIDE_BOARD = board("123412341234", "341234123412", "412341234123", "234123412341",
            "123412341234", "341234123412");

    private final LoadFloodItBoardPort boards = mock(LoadFloodItBoardPort.class);
    private final SaveFloodItBoardPort text = mock(SaveFloodItBoardPort.class);
    private final LoadGraphPort graphs = mock(LoadGraphPort.class);

    @BeforeEach
    void files() {
        when(boards.loadBoard(SQUARE, null)).thenReturn(SQUARE_BOARD);
        when(boards.loadBoard(TWO_ROWS, null)).thenReturn(board("123132", "231213"));
        when(boards.loadBoard(TWO_COLS, null)).thenReturn(board("12", "23", "31", "12", "23"));
        when(boards.loadBoard(LINE, null)).thenReturn(board("1213121"));
        when(boards.loadBoard(BICOLOUR, null)).thenReturn(board("121", "212", "121"));
        when(boards.loadBoard(WIDE, null)).thenReturn(WIDE_BOARD);
        when(text.text(any())).thenAnswer(a -> "board " + a.<Board>getArgument(0).colours());
    }

    private SolveFloodItResult solve(PuzzleSource file, Mode mode, boolean exact, ExactAlgorithm algorithm) {
        return new SolveFloodItService(boards, ProgressPort.SILENT).solve(new SolveFloodItCommand(file, null, mode, null, exact, 50, null,
                algorithm));
    }

    @Test
    void fixed_exact_on_a_square_board_runs_a_star_and_its_answer_is_the_breadth_first_optimum() {
        SolveFloodItResult r = solve(SQUARE, Mode.FIXED, true, ExactAlgorithm.AUTO);
        assertThat(r.choice().algorithm()).isEqualTo(FloodItAlgorithm.SEARCH);
        assertThat(r.choice().reason()).isEqualTo(ChoiceReason.GENERAL);
        assertThat(r.answer().optimal()).isTrue();
        assertThat(r.answer().moves()).hasSize(fixedOptimumByBreadthFirst(SQUARE_BOARD));
        assertThat(Replay.play(SQUARE_BOARD.graph(), Mode.FIXED, 0, r.answer().moves()).flooded()).isTrue();
        assertThat(r.answer().lowerBound()).isLessThanOrEqualTo(r.answer().moves().size());
    }

    @Test
    void two_rows_and_two_columns_choose_the_two_row_search_with_their_reason_and_agree_with_a_star() {
        for (PuzzleSource file : new PuzzleSource[] {TWO_ROWS, TWO_COLS}) {
            SolveFloodItResult auto = solve(file, Mode.FIXED, true, ExactAlgorithm.AUTO);
            SolveFloodItResult search = solve(file, Mode.FIXED, true, ExactAlgorithm.SEARCH);
            assertThat(auto.choice().algorithm()).isEqualTo(FloodItAlgorithm.TWO_ROW);
            assertThat(auto.choice().reason()).isEqualTo(file == TWO_ROWS ? ChoiceReason.TWO_ROWS : ChoiceReason.TWO_COLUMNS);
            assertThat(search.choice().reason()).isEqualTo(ChoiceReason.FORCED);
            assertThat(auto.answer().moves()).hasSameSizeAs(search.answer().moves());
        }
    }

    @Test
    void free_mode_chooses_by_shape_and_every_answer_floods() {
        Map<PuzzleSource, FloodItAlgorithm> expected = Map.of(LINE, FloodItAlgorithm.PATH, BICOLOUR, FloodItAlgorithm.TWO_COLOUR, TWO_ROWS,
                FloodItAlgorithm.TWO_ROW, SQUARE, FloodItAlgorithm.SEARCH);
        for (Map.Entry<PuzzleSource, FloodItAlgorithm> e : expected.entrySet()) {
            SolveFloodItResult r = solve(e.getKey(), Mode.FREE, true, ExactAlgorithm.AUTO);
            assertThat(r.choice().algorithm()).as(e.getKey().toString()).isEqualTo(e.getValue());
            assertThat(r.answer().optimal()).isTrue();
            assertThat(Replay.play(r.board().graph(), Mode.FREE, 0, r.answer().moves()).flooded()).isTrue();
            assertThat(r.answer().lowerBound()).isEqualTo(r.board().graph().coloursPresent() - 1);
        }
        // every exact algorithm that applies agrees with the general search
        assertThat(solve(LINE, Mode.FREE, true, ExactAlgorithm.PATH).answer().moves())
                .hasSameSizeAs(solve(LINE, Mode.FREE, true, ExactAlgorithm.SEARCH).answer().moves());
    }

    @Test
    void heuristics_are_beam_search_in_fixed_and_greedy_in_free_and_not_called_optimal_above_the_bound() {
        SolveFloodItResult beam = solve(WIDE, Mode.FIXED, false, ExactAlgorithm.AUTO);
        assertThat(beam.choice().algorithm()).isEqualTo(FloodItAlgorithm.BEAM);
        assertThat(beam.choice().reason()).isEqualTo(ChoiceReason.HEURISTIC);
        assertThat(Replay.play(WIDE_BOARD.graph(), Mode.FIXED, 0, beam.answer().moves()).flooded()).isTrue();
        SolveFloodItResult greedy = solve(WIDE, Mode.FREE, false, ExactAlgorithm.AUTO);
        assertThat(greedy.choice().algorithm()).isEqualTo(FloodItAlgorithm.GREEDY);
        assertThat(greedy.answer().optimal()).isEqualTo(greedy.answer().moves().size() == greedy.answer().lowerBound());
        assertThat(Replay.play(WIDE_BOARD.graph(), Mode.FREE, 0, greedy.answer().moves()).flooded()).isTrue();
    }

    @Test
    void an_algorithm_the_board_cannot_take_is_refused_with_the_file_and_the_requirement() {
        assertThatThrownBy(() -> solve(SQUARE, Mode.FREE, true, ExactAlgorithm.PATH))
                .isInstanceOfSatisfying(UnsupportedBoardException.class, e -> {
                    assertThat(e.source()).isEqualTo(SQUARE.toString());
                    assertThat(e.reason().requirement()).isEqualTo(Requirement.ONE_LINE);
                    assertThat(e.reason().rows()).isEqualTo(4);
                });
        assertThatThrownBy(() -> solve(SQUARE, Mode.FREE, true, ExactAlgorithm.TWO_COLOUR))
                .isInstanceOfSatisfying(UnsupportedBoardException.class,
                        e -> assertThat(e.reason().requirement()).isEqualTo(Requirement.TWO_COLOURS));
        assertThatThrownBy(() -> solve(SQUARE, Mode.FIXED, true, ExactAlgorithm.PATH))
                .isInstanceOfSatisfying(UnsupportedBoardException.class,
                        e -> assertThat(e.reason().requirement()).isEqualTo(Requirement.FREE_MODE));
        assertThatThrownBy(() -> solve(SQUARE, Mode.FIXED, true, ExactAlgorithm.TWO_ROW))
                .isInstanceOfSatisfying(UnsupportedBoardException.class,
                        e -> assertThat(e.reason().requirement()).isEqualTo(Requirement.TWO_LINES));
    }

    @Test
    void free_exact_past_the_old_limit_of_40_components_answers_with_its_best_sequence_and_bound() {
        // 72 components: the search stops at its limit with the beam's sequence, replayed, and a proved bound
        SolveFloodItResult r = new SolveFloodItService(boards, ProgressPort.SILENT).solve(new SolveFloodItCommand(WIDE, null, Mode.FREE,
                null, true, 1, Limits.none().withTimeLimit(Duration.ofMillis(300)), ExactAlgorithm.AUTO));
        assertThat(r.choice().algorithm()).isEqualTo(FloodItAlgorithm.SEARCH);
        if (!r.answer().found()) {
            assertThat(r.answer().hasBest()).isTrue();
            assertThat(r.answer().stopped()).isEqualTo(StopReason.TIME_LIMIT);
        }
        assertThat(Replay.play(WIDE_BOARD.graph(), Mode.FREE, 0, r.answer().moves()).flooded()).isTrue();
        assertThat(r.answer().lowerBound()).isBetween(WIDE_BOARD.graph().coloursPresent() - 1,
                r.answer().moves().size());
    }

    @Test
    void a_board_too_large_for_the_memory_budget_answers_the_bound_of_its_colours() {
        // the hostile run's old L7: --memory 64m on a 2000×2000 board ended "out of memory" with no bound; the graph
        // of a million cells (about 100 MB while it is built) is sized against the budget before it is built
        PuzzleSource big = PuzzleSource.file(Path.of("big.flood"));
        Random random = new Random(1);
        int[] cells = new int[1000 * 1000];
        Arrays.setAll(cells, i -> random.nextInt(6));
        when(boards.loadBoard(big, null)).thenReturn(new Board(IntGrid.owning(GridShape.of(1000, 1000), cells)));
        SolveFloodItResult r = new SolveFloodItService(boards, ProgressPort.SILENT).solve(new SolveFloodItCommand(big,
                null, Mode.FIXED, null, true, 200, Limits.none().withProcessMemory(64L << 20), ExactAlgorithm.AUTO));
        assertThat(r.answer().stopped()).isEqualTo(StopReason.MEMORY_LIMIT);
        assertThat(r.answer().moves()).isEmpty();
        assertThat(r.answer().lowerBound()).isEqualTo(5);
    }

    /** A 1000×1000 board read within --memory 64m's budget: its graph (about 107 MiB while built) does not fit. */
    private PuzzleSource bigBoardAt64m() {
        PuzzleSource big = PuzzleSource.file(Path.of("big.flood"), Limits.none().withProcessMemory(64L << 20));
        Random random = new Random(1);
        int[] cells = new int[1000 * 1000];
        Arrays.setAll(cells, i -> random.nextInt(6));
        when(boards.loadBoard(big, null)).thenReturn(new Board(IntGrid.owning(GridShape.of(1000, 1000), cells)));
        return big;
    }

    @Test
    void bounds_of_a_board_whose_graph_does_not_fit_the_budget_are_refused_with_its_size() {
        PuzzleSource big = bigBoardAt64m();
        assertThatThrownBy(() -> new BoundFloodItService(boards).bound(new BoundFloodItCommand(big, null, null)))
                .isInstanceOf(MemoryBudgetException.class)
                .hasMessageContaining("the graph of the 1000x1000 board needs about 106 MiB");
        assertThat(boards.loadBoard(big, null).graphBuilt()).isFalse();
    }

    @Test
    void a_check_on_a_board_whose_replay_does_not_fit_the_budget_is_refused_with_its_size() {
        PuzzleSource big = bigBoardAt64m();
        assertThatThrownBy(() -> new CheckFloodItService(boards, text).check(new CheckFloodItCommand(big, null,
                Mode.FIXED, null, List.of(new CellMove(null, 1)))))
                .isInstanceOf(MemoryBudgetException.class)
                .hasMessageContaining("replaying moves on the 1000x1000 board");
        assertThat(boards.loadBoard(big, null).graphBuilt()).isFalse();
    }

    @Test
    void a_time_limit_reached_first_gives_no_moves_and_says_which_limit() {
        SolveFloodItResult r = new SolveFloodItService(boards, ProgressPort.SILENT).solve(new SolveFloodItCommand(SQUARE, null, Mode.FREE, null,
                true, 1, Limits.none().withTimeLimit(Duration.ZERO), ExactAlgorithm.SEARCH));
        assertThat(r.answer().found()).isFalse();
        assertThat(r.answer().stopped()).isEqualTo(StopReason.TIME_LIMIT);
        assertThat(r.answer().moves()).isEmpty();
    }

    @Test
    void a_pivot_off_the_board_and_a_beam_below_one_are_refused_with_their_values() {
        assertThatThrownBy(() -> new SolveFloodItService(boards, ProgressPort.SILENT).solve(new SolveFloodItCommand(SQUARE, null, Mode.FIXED,
                Position.of(9, 0), true, 1, null, null)))
                .isInstanceOfSatisfying(CellOutsideGridException.class, e -> {
                    assertThat(e.role()).isEqualTo(CellOutsideGridException.Role.PIVOT);
                    assertThat(e.cell()).isEqualTo(Position.of(9, 0));
                });
        assertThatThrownBy(() -> new SolveFloodItCommand(SQUARE, null, Mode.FIXED, null, false, 0, null, null))
                .isInstanceOfSatisfying(ParameterOutOfRangeException.class, e -> assertThat(e.parameter()).isEqualTo("beam"));
    }

    @Test
    void check_replays_moves_and_draws_what_is_left() {
        CheckFloodItService check = new CheckFloodItService(boards, text);
        SolveFloodItResult solved = solve(SQUARE, Mode.FIXED, true, ExactAlgorithm.AUTO);
        List<CellMove> moves = solved.answer().moves().stream().map(m -> new CellMove(null, m.colour())).toList();
        CheckFloodItResult flooded = check.check(new CheckFloodItCommand(SQUARE, null, Mode.FIXED, null, moves));
        assertThat(flooded.flooded()).isTrue();
        assertThat(flooded.moves()).isEqualTo(moves.size());
        CheckFloodItResult partial = check.check(new CheckFloodItCommand(SQUARE, null, Mode.FIXED, null,
                moves.subList(0, 1)));
        assertThat(partial.flooded()).isFalse();
        assertThat(partial.afterText()).startsWith("board ").isNotEqualTo("board " + SQUARE_BOARD.colours());
        assertThat(partial.after()).isNotEqualTo(SQUARE_BOARD);
        // the position reached is bounded as the bound command bounds a board: at the same pivot
        assertThat(partial.afterBounds()).isEqualTo(BoundFloodItService.of(partial.after(), 0));
        assertThat(partial.afterBounds().fixedLowerBound()).isLessThan(flooded.board() == null ? 0 : moves.size());
        assertThatThrownBy(() -> check.check(new CheckFloodItCommand(SQUARE, null, Mode.FREE, null,
                List.of(new CellMove(Position.of(0, 0), 2), new CellMove(Position.of(4, 4), 1)))))
                .isInstanceOfSatisfying(CellOutsideGridException.class, e -> {
                    assertThat(e.role()).isEqualTo(CellOutsideGridException.Role.MOVE);
                    assertThat(e.index()).isEqualTo(2);
                });
    }

    @Test
    void bounds_are_the_domain_bounds_at_the_pivot() {
        BoundFloodItResult r = new BoundFloodItService(boards).bound(new BoundFloodItCommand(SQUARE, null, Position.of(1, 1)));
        StartBounds expected = FixedBounds.atStart(SQUARE_BOARD.graph(), 5);
        assertThat(r).isEqualTo(new BoundFloodItResult(expected.components(), Math.max(expected.coloursLeft(),
                Math.max(expected.floodDistance(), expected.releaseTimes())), expected.coloursLeft(),
                expected.floodDistance(), expected.releaseTimes(), 2));
        assertThat(r.releaseTimes()).isLessThanOrEqualTo(fixedOptimumByBreadthFirst(SQUARE_BOARD));
    }

    @Test
    void generated_boards_repeat_with_the_seed_and_use_the_colours_asked() {
        GenerateFloodItService generate = new GenerateFloodItService(text);
        Board a = generate.generate(new GenerateFloodItCommand(5, 7, 4, 9)).board();
        Board b = generate.generate(new GenerateFloodItCommand(5, 7, 4, 9)).board();
        assertThat(a).isEqualTo(b);
        assertThat(a.shape().rows()).isEqualTo(5);
        assertThat(a.graph().coloursPresent()).isLessThanOrEqualTo(4);
        assertThat(generate.generate(new GenerateFloodItCommand(5, 7, 4, 9)).text()).isEqualTo("board " + a.colours());
        assertThatThrownBy(() -> new GenerateFloodItCommand(5, 7, 36, 1))
                .isInstanceOfSatisfying(ParameterOutOfRangeException.class, e -> {
                    assertThat(e.parameter()).isEqualTo("colours");
                    assertThat(e.max()).isEqualTo(35);
                });
    }

    @Test
    void the_vertex_cover_board_is_written_or_returned_and_a_graph_without_edges_is_refused() {
        PuzzleSource graph = PuzzleSource.file(Path.of("path3.col"));
        when(graphs.loadGraph(graph)).thenReturn(new SimpleGraph(3, List.of(new int[] {0, 1}, new int[] {1, 2})));
        ReduceVertexCoverService reduce = new ReduceVertexCoverService(graphs, text);
        ReduceVertexCoverResult shown = reduce.reduce(new ReduceVertexCoverCommand(graph, null, null));
        assertThat(shown.board()).startsWith("board ");
        assertThat(shown.minimumCover()).isEqualTo(1);
        assertThat(shown.edges()).isEqualTo(2);
        verify(text, never()).save(any(), any(), any());
        Path out = Path.of("b.flood");
        Limits limits = Limits.none().withCancellation(() -> false);
        assertThat(reduce.reduce(new ReduceVertexCoverCommand(graph, out, limits)).board()).isNull();
        verify(text).save(eq(out), any(), same(limits)); // the write stops at the run's Ctrl-C
        PuzzleSource empty = PuzzleSource.file(Path.of("empty.col"));
        when(graphs.loadGraph(empty)).thenReturn(new SimpleGraph(2, List.of()));
        assertThatThrownBy(() -> reduce.reduce(new ReduceVertexCoverCommand(empty, null, null)))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("no edges");
    }

    /** The Fixed optimum by breadth-first search over the flooded set's colour sequences (tiny boards). */
    private static int fixedOptimumByBreadthFirst(Board board) {
        ColouredGraph g = board.graph();
        Map<String, Integer> depth = new HashMap<>();
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        int[] start = g.colours();
        queue.add(start);
        depth.put(Arrays.toString(start), 0);
        while (!queue.isEmpty()) {
            int[] colours = queue.poll();
            int d = depth.get(Arrays.toString(colours));
            if (Arrays.stream(colours).distinct().count() == 1) {
                return d;
            }
            for (int c = 0; c < g.palette(); c++) {
                if (c == colours[0]) {
                    continue;
                }
                int[] next = Replay.play(new ColouredGraph(g.graph(), colours, g.palette()), Mode.FIXED, 0,
                        List.of(new Move(0, c))).colours();
                if (depth.putIfAbsent(Arrays.toString(next), d + 1) == null) {
                    queue.add(next);
                }
            }
        }
        throw new IllegalStateException("unreachable");
    }
}
