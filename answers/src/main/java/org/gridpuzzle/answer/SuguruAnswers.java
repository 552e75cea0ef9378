package org.gridpuzzle.answer;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleResult;
import org.gridpuzzle.application.port.in.suguru.CountSuguruResult;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruResult;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruResult;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruResult;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruResult;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.suguru.CountOutcome;
import org.gridpuzzle.domain.suguru.GeneratedSuguru;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.Technique;

/** The Suguru operations' answer documents. */
public final class SuguruAnswers {

    private SuguruAnswers() {
    }

    /** A puzzle as read: its regions (a number per cell) and givens (0: empty). */
    public record Read(String source, String summary, int rows, int cols, int[][] regions, int[][] givens) {
    }

    /**
     * @param status {@code solved}, {@code unsolvable} or {@code stopped}
     * @param reason why there is no solution (null when solved)
     */
    public record Solve(String source, String solver, String status, String reason, int[][] solution, long nodes,
            double millis) {
    }

    /**
     * @param exact the count is exact (else a lower bound: the limit or {@code stopped} ended the count)
     * @param stopped what stopped the count before its limit (time, memory, cancelled), or null
     */
    public record Count(String source, long count, boolean exact, boolean unique, long limit, String stopped,
            double millis) {
    }

    /**
     * One step of an explanation.
     *
     * @param placement a digit is placed (else candidates are removed)
     * @param cells the cells the step changes; {@code values} the digits placed or removed there
     * @param because the cells that justify it
     * @param grid the grid after this step (placements so far)
     * @param candidates every cell's candidates just before the step, as bits (bit {@code v - 1} for the value v): the
     *     pencil marks a person would have written; a step's {@code values} are struck out of its cells
     */
    public record Step(String technique, String label, boolean placement, List<int[]> cells, List<Integer> values,
            List<int[]> because, String text, int[][] grid, long[][] candidates) {
    }

    /**
     * A hint (one step) or a whole explanation.
     *
     * @param status {@code explained}, {@code unsolvable} or {@code stopped}
     * @param solution the solved grid (a whole explanation only)
     */
    public record Explain(String source, String status, String reason, List<Step> steps, long guesses,
            int[][] solution) {
    }

    /** A broken rule: its kind, the sentence and the cells that break it. */
    public record Violation(String kind, String message, List<int[]> cells) {
    }

    public record Verify(String source, String solution, boolean valid, List<Violation> violations) {
    }

    /**
     * @param difficulty the grade of the puzzle made (null when stopped before one)
     * @param text the puzzle in the requested text format
     */
    public record Generate(long seed, String difficulty, Integer givens, int[][] regions, int[][] puzzle,
            int[][] solution, String text, String stopped) {
    }

    public static Read read(PuzzleSource source, ReadPuzzleResult result) {
        SuguruPuzzle p = ((Output.SuguruGrid) result.picture()).puzzle();
        return new Read(source.name(), result.summary(), p.shape().rows(), p.shape().cols(), regions(p),
                Cells.rows(p.givens()));
    }

    public static Solve solve(PuzzleSource source, SolveSuguruResult result) {
        SolveOutcome outcome = result.outcome();
        return new Solve(source.name(), result.solver(), status(outcome), reason(outcome),
                outcome instanceof SolveOutcome.Solved s ? Cells.rows(s.solution()) : null, outcome.stats().nodes(),
                outcome.stats().millis());
    }

    public static Count count(PuzzleSource source, CountSuguruResult result, long limit) {
        CountOutcome out = result.outcome();
        return new Count(source.name(), out.count(), out.complete(), out.unique(), limit,
                out.stopReason() == null ? null : out.stopReason().description(), out.stats().millis());
    }

    /** @param hint only the first step, and no solution */
    public static Explain explain(PuzzleSource source, ExplainSuguruResult result, boolean hint) {
        if (result.steps().isEmpty()) {
            return new Explain(source.name(), status(result.outcome()), reason(result.outcome()), List.of(), 0, null);
        }
        SuguruPuzzle puzzle = result.puzzle();
        List<Step> steps = new ArrayList<>();
        IntGrid grid = puzzle.givens();
        long guesses = 0;
        for (HintStep step : result.steps().get()) {
            if (step.placement()) {
                grid = grid.with(puzzle.shape().index(step.targets().get(0)), step.values().get(0));
            }
            guesses += step.technique() == Technique.GUESS ? 1 : 0;
            steps.add(new Step(Labels.of(step.technique()), step.technique().label(), step.placement(),
                    Cells.of(step.targets()), List.copyOf(step.values()), Cells.of(step.because()), step.explanation(),
                    Cells.rows(grid), candidates(step.candidates(), puzzle.shape().cols())));
        }
        int[][] solution = !hint && result.outcome() instanceof SolveOutcome.Solved s ? Cells.rows(s.solution()) : null;
        return new Explain(source.name(), "explained", null, steps, guesses, solution);
    }

    private static long[][] candidates(List<Long> cells, int cols) {
        long[][] rows = new long[cells.isEmpty() ? 0 : cells.size() / cols][cols];
        for (int i = 0; i < cells.size(); i++) {
            rows[i / cols][i % cols] = cells.get(i);
        }
        return rows;
    }

    public static Verify verify(PuzzleSource puzzle, PuzzleSource solution, VerifySuguruResult result) {
        List<Violation> violations = result.violations().stream().map(v -> new Violation(
                v.kind().name().toLowerCase(Locale.ROOT), v.message(), Cells.of(v.cells()))).toList();
        return new Verify(puzzle.name(), solution.name(), result.valid(), violations);
    }

    public static Generate generate(long seed, GenerateSuguruResult result) {
        if (result.generated().isEmpty()) {
            return new Generate(seed, null, null, null, null, null, null, result.stopped().description());
        }
        GeneratedSuguru g = result.generated().get();
        return new Generate(seed, Labels.of(g.difficulty()), g.puzzle().givenCount(), regions(g.puzzle()),
                Cells.rows(g.puzzle().givens()), Cells.rows(g.solution()), result.text(), null);
    }

    /** {@code solved}, {@code unsolvable} or {@code stopped}. */
    public static String status(SolveOutcome outcome) {
        if (outcome instanceof SolveOutcome.Solved) {
            return "solved";
        }
        return outcome instanceof SolveOutcome.Unsolvable ? "unsolvable" : "stopped";
    }

    /** Why there is no solution to show, as one line; null when solved. */
    public static String reason(SolveOutcome outcome) {
        if (outcome instanceof SolveOutcome.Unsolvable u) {
            return u.reason().startsWith("no solution") ? u.reason() : "no solution: " + u.reason();
        }
        if (outcome instanceof SolveOutcome.Stopped st) {
            return "stopped: " + st.reason().description() + " before an answer";
        }
        return null;
    }

    private static int[][] regions(SuguruPuzzle p) {
        return Cells.rows(p.regions().regionIds(), p.shape().cols());
    }
}
