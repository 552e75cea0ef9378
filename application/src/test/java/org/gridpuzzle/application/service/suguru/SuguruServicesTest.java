package org.gridpuzzle.application.service.suguru;

import org.gridpuzzle.application.input.PuzzleSource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.gridpuzzle.application.service.TestModels.grid;
import static org.gridpuzzle.application.service.TestModels.suguru;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.ArgumentMatchers.same;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.ParameterOutOfRangeException;
import org.gridpuzzle.application.error.UnsupportedSolverException;
import org.gridpuzzle.application.port.in.suguru.CountSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.CountSuguruResult;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruResult;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruResult;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruResult;
import org.gridpuzzle.application.port.in.suguru.SolverChoice;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruCommand;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruResult;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.sat.SatBackend;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruGridPort;
import org.gridpuzzle.application.service.DpllSolver;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruPuzzlePort;
import org.gridpuzzle.application.port.out.suguru.SaveSuguruPuzzlePort;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.GenerateRequest;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.internal.SuguruVerifier;
import org.gridpuzzle.domain.suguru.Technique;
import org.gridpuzzle.domain.suguru.Violation;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The Suguru services over mocked ports: which solver runs, what is checked, what is written, what is refused. */
class SuguruServicesTest {

    private static final PuzzleSource STRIP = PuzzleSource.file(Path.of("strip.sug"));
    private static final PuzzleSource SQUARE = PuzzleSource.file(Path.of("square.sug"));
    private static final PuzzleSource WINDOW = PuzzleSource.file(Path.of("window.sug"));
    private static final PuzzleSource OPEN = PuzzleSource.file(Path.of("open.sug"));
    private static final PuzzleSource GRID = PuzzleSource.file(Path.of("grid.ans"));

    /** 1×6: regions of one, two and three cells, no givens. */
    private static final SuguruPuzzle STRIP_PUZZLE = suguru(new String[] {"ABBCCC"}, "......");
    /** A 2×2 window of one region: 1..4 in any order, 24 solutions. */
    private static final SuguruPuzzle SQUARE_PUZZLE = suguru(new String[] {"AA", "AA"}, "..", "..");
    /** Two regions of two in a 2×2 window: both need a 1 and all four cells touch, so no solution. */
    private static final SuguruPuzzle WINDOW_PUZZLE = suguru(new String[] {"AA", "BB"}, "..", "..");
    /** The shipped easy 6×6 puzzle (examples/suguru/easy-6x6.sug). */
    private static final SuguruPuzzle OPEN_PUZZLE = suguru(new String[] {"AABBBC", "AAABBC", "DDEEEF", "DDDEEF", "GGHHHI",
        "GGGHHI"}, "13.3..", "......", "..2...", "..3..1", "5.....", "....5.");

    private final LoadSuguruPuzzlePort files = mock(LoadSuguruPuzzlePort.class);
    private final LoadSuguruGridPort grids = mock(LoadSuguruGridPort.class);
    private final SaveSuguruPuzzlePort output = mock(SaveSuguruPuzzlePort.class);
    private final ProgressPort progress = mock(ProgressPort.class);

    @BeforeEach
    void files() {
        when(files.loadPuzzle(STRIP, null)).thenReturn(STRIP_PUZZLE);
        when(files.loadPuzzle(SQUARE, null)).thenReturn(SQUARE_PUZZLE);
        when(files.loadPuzzle(WINDOW, null)).thenReturn(WINDOW_PUZZLE);
        when(files.loadPuzzle(OPEN, null)).thenReturn(OPEN_PUZZLE);
        when(files.loadPuzzle(PuzzleSource.file(Path.of("nowhere.sug")), null)).thenThrow(new InvalidInputException("nowhere.sug", "no such file"));
        when(output.text(any(), any(), any())).thenAnswer(a -> a.getArgument(1) + ":" + a.<SuguruPuzzle>getArgument(0).givens());
    }

    /** The SAT port over the test DPLL, whatever back-end is asked for. */
    private final SelectSatSolverPort sat = spec -> new SatBackend("dpll", DpllSolver::new);

    private SolveSuguruResult solve(PuzzleSource file, SolverChoice choice) {
        return new SolveSuguruService(files, sat).solve(new SolveSuguruCommand(file, null, choice, null));
    }

    @Test
    void the_sat_solver_answers_and_counts_as_the_others() {
        SolveSuguruResult open = solve(OPEN, SolverChoice.SAT);
        assertThat(open.solver()).isEqualTo("sat");
        assertThat(open.outcome()).isInstanceOfSatisfying(SolveOutcome.Solved.class,
                s -> assertThat(SuguruVerifier.isSolution(OPEN_PUZZLE, s.solution())).isTrue());
        assertThat(solve(WINDOW, SolverChoice.SAT).outcome()).isInstanceOf(SolveOutcome.Unsolvable.class);
        CountSuguruService count = new CountSuguruService(files, progress, sat);
        assertThat(count.count(new CountSuguruCommand(SQUARE, null, 100, null, true, null)).outcome().count()).isEqualTo(24);
        CountSuguruResult unique = count.count(new CountSuguruCommand(OPEN, null, 2, null, true, null));
        assertThat(unique.outcome().unique()).isTrue();
        assertThat(count.count(new CountSuguruCommand(WINDOW, null, 2, null, true, null)).outcome().count()).isZero();
    }

    @Test
    void auto_picks_the_strip_solver_for_one_row_and_the_fast_one_otherwise_and_answers_verify() {
        SolveSuguruResult strip = solve(STRIP, SolverChoice.AUTO);
        assertThat(strip.solver()).isEqualTo("strip");
        assertThat(strip.outcome()).isInstanceOfSatisfying(SolveOutcome.Solved.class,
                s -> assertThat(SuguruVerifier.verify(STRIP_PUZZLE, s.solution())).isEmpty());
        SolveSuguruResult square = solve(SQUARE, null);
        assertThat(square.solver()).isEqualTo("fast");
        assertThat(square.outcome()).isInstanceOfSatisfying(SolveOutcome.Solved.class,
                s -> assertThat(SuguruVerifier.isSolution(SQUARE_PUZZLE, s.solution())).isTrue());
    }

    @Test
    void the_paper_and_the_fast_solver_both_answer_with_verified_grids() {
        for (SolverChoice choice : new SolverChoice[] {SolverChoice.PAPER, SolverChoice.FAST}) {
            SolveSuguruResult r = solve(OPEN, choice);
            assertThat(r.solver()).isEqualTo(choice.name().toLowerCase());
            assertThat(r.outcome()).isInstanceOfSatisfying(SolveOutcome.Solved.class,
                    s -> assertThat(SuguruVerifier.isSolution(OPEN_PUZZLE, s.solution())).isTrue());
        }
    }

    @Test
    void the_strip_solver_on_a_square_grid_is_refused_with_the_shape() {
        assertThatThrownBy(() -> solve(SQUARE, SolverChoice.STRIP))
                .isInstanceOfSatisfying(UnsupportedSolverException.class, e -> {
                    assertThat(e.solver()).isEqualTo("strip");
                    assertThat(e.shape().rows()).isEqualTo(2);
                    assertThat(e.source()).isEqualTo(SQUARE.toString());
                });
    }

    @Test
    void an_unsolvable_puzzle_is_an_answer_with_its_reason() {
        assertThat(solve(WINDOW, SolverChoice.AUTO).outcome()).isInstanceOfSatisfying(SolveOutcome.Unsolvable.class,
                u -> assertThat(u.reason()).contains("2x2"));
    }

    @Test
    void a_missing_file_is_bad_input_from_the_port() {
        assertThatThrownBy(() -> solve(PuzzleSource.file(Path.of("nowhere.sug")), SolverChoice.AUTO))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("no such file");
    }

    @Test
    void verify_lists_the_broken_rules_of_a_wrong_grid_and_none_of_a_right_one() {
        IntGrid right = ((SolveOutcome.Solved) solve(SQUARE, SolverChoice.FAST).outcome()).solution();
        when(grids.loadGrid(GRID, null)).thenReturn(right);
        VerifySuguruService verify = new VerifySuguruService(files, grids);
        VerifySuguruResult ok = verify.verify(new VerifySuguruCommand(SQUARE, null, GRID, null));
        assertThat(ok.valid()).isTrue();
        when(grids.loadGrid(GRID, null)).thenReturn(grid("11", "23"));
        VerifySuguruResult bad = verify.verify(new VerifySuguruCommand(SQUARE, null, GRID, null));
        assertThat(bad.valid()).isFalse();
        assertThat(bad.violations()).extracting(Violation::kind).isNotEmpty();
        assertThat(bad.violations()).isEqualTo(SuguruVerifier.verify(SQUARE_PUZZLE, bad.grid()));
    }

    @Test
    void count_stops_at_the_limit_and_knows_when_it_saw_everything() {
        CountSuguruService count = new CountSuguruService(files, progress, sat);
        CountSuguruResult all = count.count(new CountSuguruCommand(SQUARE, null, 100, null));
        assertThat(all.outcome().count()).isEqualTo(24);
        assertThat(all.outcome().complete()).isTrue();
        CountSuguruResult two = count.count(new CountSuguruCommand(SQUARE, null, 2, null));
        assertThat(two.outcome().count()).isEqualTo(2);
        assertThat(two.outcome().complete()).isFalse();
        assertThat(count.count(new CountSuguruCommand(STRIP, null, 2, null)).outcome().count()).isPositive();
        assertThat(count.count(new CountSuguruCommand(WINDOW, null, 2, null)).outcome().count()).isZero();
    }

    @Test
    void a_count_limit_below_one_is_refused_naming_the_parameter() {
        assertThatThrownBy(() -> new CountSuguruCommand(SQUARE, null, 0, null))
                .isInstanceOfSatisfying(ParameterOutOfRangeException.class, e -> {
                    assertThat(e.parameter()).isEqualTo("limit");
                    assertThat(e.value()).isZero();
                    assertThat(e.min()).isEqualTo(1);
                });
    }

    @Test
    void a_hint_is_one_step_and_an_explanation_leads_to_the_solution() {
        ExplainSuguruService explain = new ExplainSuguruService(files);
        ExplainSuguruResult hint = explain.explain(new ExplainSuguruCommand(STRIP, null, true, null));
        assertThat(hint.steps()).hasValueSatisfying(steps -> assertThat(steps).hasSize(1));
        ExplainSuguruResult all = explain.explain(new ExplainSuguruCommand(STRIP, null, false, null));
        List<HintStep> steps = all.steps().orElseThrow();
        assertThat(steps).isNotEmpty();
        assertThat(steps.stream().filter(HintStep::placement).count()).isEqualTo(STRIP_PUZZLE.shape().size());
        assertThat(steps).noneMatch(s -> s.technique() == Technique.GUESS && !s.placement());
        assertThat(all.outcome()).isInstanceOf(SolveOutcome.Solved.class);
    }

    @Test
    void an_unsolvable_puzzle_has_nothing_to_explain_and_says_why() {
        ExplainSuguruResult r = new ExplainSuguruService(files).explain(new ExplainSuguruCommand(WINDOW, null, false, null));
        assertThat(r.steps()).isEmpty();
        assertThat(r.outcome()).isInstanceOf(SolveOutcome.Unsolvable.class);
    }

    @Test
    void generate_renders_in_the_format_asked_writes_only_when_told_and_reports_progress() {
        GenerateSuguruService generate = new GenerateSuguruService(output, progress);
        GenerateRequest request = new GenerateRequest(6, 6, 5, 3, false);
        GenerateSuguruResult shown = generate.generate(new GenerateSuguruCommand(request, "paper", null, null));
        assertThat(shown.text()).startsWith("paper:");
        assertThat(shown.generated()).hasValueSatisfying(g -> {
            assertThat(SuguruVerifier.isSolution(g.puzzle(), g.solution())).isTrue();
            assertThat(shown.text()).endsWith(g.puzzle().givens().toString());
        });
        verify(output, never()).save(any(), anyString(), any());
        Path out = Path.of("out.sug");
        Limits limits = Limits.none().withCancellation(() -> false);
        GenerateSuguruResult written = generate.generate(new GenerateSuguruCommand(request, null, out, limits));
        verify(output).text(any(), eq(null), eq(out));
        verify(output).save(eq(out), eq(written.text()), same(limits)); // the write stops at the run's limits
        verify(progress, times(2)).report("generate", "6x6, regions up to 5, seed 3");
    }

    @Test
    void generation_stopped_by_its_limit_writes_nothing() {
        Path out = Path.of("never.sug");
        GenerateSuguruResult r = new GenerateSuguruService(output, progress).generate(new GenerateSuguruCommand(
                new GenerateRequest(30, 30, 5, 1, true), null, out,
                Limits.none().withTimeLimit(Duration.ZERO)));
        assertThat(r.generated()).isEmpty();
        assertThat(r.text()).isEmpty();
        verify(output, never()).save(any(), anyString(), any());
    }
}
