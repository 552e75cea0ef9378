package org.gridpuzzle.adapter.web;

import org.gridpuzzle.application.port.in.suguru.SuguruOperation;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.gridpuzzle.answer.AnswerPictures;
import org.gridpuzzle.answer.SuguruAnswers;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.operation.FieldSpec;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.puzzle.Genre;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleCommand;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleResult;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleUseCase;
import org.gridpuzzle.application.port.in.suguru.CountSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.CountSuguruResult;
import org.gridpuzzle.application.port.in.suguru.CountSuguruUseCase;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruResult;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruUseCase;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruResult;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruUseCase;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruCommand;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruResult;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruUseCase;
import org.gridpuzzle.application.port.in.suguru.SolverChoice;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruCommand;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruResult;
import org.gridpuzzle.application.port.in.suguru.VerifySuguruUseCase;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.Difficulty;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/** {@code /api/suguru/...}: read, solve, count, hint, explain, verify, generate, and pictures of partial grids. */
final class SuguruApi {

    static final String DEFAULT_NAME = "puzzle.sug";

    record ReadRequest(String text, String name, String format) {
    }

    record SolveRequest(String text, String name, String format, String solver, Long timeoutMs) {
    }

    record CountRequest(String text, String name, String format, Long limit, Long timeoutMs) {
    }

    record ExplainRequest(String text, String name, String format, Long timeoutMs) {
    }

    /**
     * @param candidates pencil marks, a row of bit sets per grid row (an explanation step's {@code candidates})
     * @param struck values struck out of the target cells' pencil marks
     */
    record PictureRequest(String text, String name, String format, List<List<Integer>> grid, List<List<Integer>> targets,
            List<List<Integer>> because, List<List<Long>> candidates, List<Integer> struck) {
    }

    record VerifyRequest(String text, String name, String format, String solution, String solutionName,
            String solutionFormat) {
    }

    record GenerateRequest(Integer rows, Integer cols, Integer maxRegion, Long seed, Boolean minimal, String grade,
            Long timeoutMs) {
    }

    private final ReadPuzzleUseCase read;
    private final SolveSuguruUseCase solve;
    private final CountSuguruUseCase count;
    private final ExplainSuguruUseCase explain;
    private final VerifySuguruUseCase verify;
    private final GenerateSuguruUseCase generate;
    private final Pictures pictures;
    private final WebSettings settings;

    @Inject
    SuguruApi(ReadPuzzleUseCase read, SolveSuguruUseCase solve, CountSuguruUseCase count, ExplainSuguruUseCase explain,
            VerifySuguruUseCase verify, GenerateSuguruUseCase generate, Pictures pictures, WebSettings settings) {
        this.read = read;
        this.solve = solve;
        this.count = count;
        this.explain = explain;
        this.verify = verify;
        this.generate = generate;
        this.pictures = pictures;
        this.settings = settings;
    }

    List<Operation> operations() {
        return List.of(
                Operation.of(SuguruOperation.READ.spec(), ReadRequest.class, SuguruAnswers.Read.class, this::read),
                Operation.of(SuguruOperation.SOLVE.spec(), SolveRequest.class, SuguruAnswers.Solve.class, this::solve),
                Operation.of(SuguruOperation.COUNT.spec(), CountRequest.class, SuguruAnswers.Count.class, this::count),
                Operation.of(SuguruOperation.HINT.spec(), ExplainRequest.class, SuguruAnswers.Explain.class,
                        r -> explain(r, true)),
                Operation.of(SuguruOperation.EXPLAIN.spec(), ExplainRequest.class, SuguruAnswers.Explain.class,
                        r -> explain(r, false)),
                Operation.of(SuguruOperation.PICTURE.spec(), PictureRequest.class, null, this::picture),
                Operation.of(SuguruOperation.VERIFY.spec(), VerifyRequest.class, SuguruAnswers.Verify.class, this::verify),
                Operation.of(SuguruOperation.GENERATE.spec(), GenerateRequest.class, SuguruAnswers.Generate.class,
                        this::generate));
    }

    private Work read(ReadRequest r) {
        PuzzleSource source = Fields.source(r.name(), DEFAULT_NAME, Fields.text(r.text(), "text"));
        String format = Fields.choice(SuguruOperation.READ.field("format"), r.format());
        return job -> {
            ReadPuzzleResult result = read.read(new ReadPuzzleCommand(Genre.SUGURU, source, format, null, null));
            return Answers.of(SuguruAnswers.read(source, result),
                    pictures.svg(job, settings.defaultTimeout(), result.picture()));
        };
    }

    private Work solve(SolveRequest r) {
        PuzzleSource source = Fields.source(r.name(), DEFAULT_NAME, Fields.text(r.text(), "text"));
        String format = Fields.choice(SuguruOperation.SOLVE.field("format"), r.format());
        SolverChoice solver = Fields.choice(SuguruOperation.SOLVE.field("solver"), SolverChoice.class, r.solver());
        Duration timeout = Fields.timeout(r.timeoutMs(), settings);
        return job -> {
            SolveSuguruResult result = solve.solve(new SolveSuguruCommand(source, format, solver,
                    Fields.limits(timeout, job, settings)));
            return Answers.of(SuguruAnswers.solve(source, result),
                    pictures.svg(job, timeout, AnswerPictures.suguruSolve(result)),
                    result.outcome() instanceof SolveOutcome.Stopped st ? st.reason() : null);
        };
    }

    private Work count(CountRequest r) {
        PuzzleSource source = Fields.source(r.name(), DEFAULT_NAME, Fields.text(r.text(), "text"));
        String format = Fields.choice(SuguruOperation.COUNT.field("format"), r.format());
        long limit = Fields.number(SuguruOperation.COUNT.field("limit"), r.limit());
        Duration timeout = Fields.timeout(r.timeoutMs(), settings);
        return job -> {
            CountSuguruResult result = count.count(new CountSuguruCommand(source, format, limit,
                    Fields.limits(timeout, job, settings)));
            return Answers.of(SuguruAnswers.count(source, result, limit), null, result.outcome().stopReason());
        };
    }

    private Work explain(ExplainRequest r, boolean hint) {
        PuzzleSource source = Fields.source(r.name(), DEFAULT_NAME, Fields.text(r.text(), "text"));
        String format = Fields.choice((hint ? SuguruOperation.HINT : SuguruOperation.EXPLAIN).field("format"),
                r.format());
        Duration timeout = Fields.timeout(r.timeoutMs(), settings);
        return job -> {
            ExplainSuguruResult result = explain.explain(new ExplainSuguruCommand(source, format, hint,
                    Fields.limits(timeout, job, settings)));
            return Answers.of(SuguruAnswers.explain(source, result, hint),
                    pictures.svg(job, timeout, AnswerPictures.suguruExplain(result, hint)),
                    result.outcome() instanceof SolveOutcome.Stopped st ? st.reason() : null);
        };
    }

    private Work picture(PictureRequest r) {
        PuzzleSource source = Fields.source(r.name(), DEFAULT_NAME, Fields.text(r.text(), "text"));
        String format = Fields.choice(SuguruOperation.PICTURE.field("format"), r.format());
        return job -> {
            Output.SuguruGrid g = (Output.SuguruGrid) read.read(new ReadPuzzleCommand(Genre.SUGURU, source, format,
                    null, null)).picture();
            IntGrid grid = r.grid() == null ? g.puzzle().givens() : grid(r.grid(), g.puzzle());
            List<Position> targets = cells(r.targets(), "targets", g.puzzle());
            List<Position> because = cells(r.because(), "because", g.puzzle());
            List<Long> marks = candidates(r.candidates(), g.puzzle());
            List<Integer> struck = struck(r.struck(), g.puzzle());
            return Answers.of(Map.of(),
                    pictures.svg(job, settings.defaultTimeout(), new Output.SuguruGrid(g.puzzle(), grid, List.of(),
                            targets, because, marks, struck)));
        };
    }

    /**
     * The values struck out of a picture's target cells: each in the field's range (at least 1) and at most the puzzle's
     * largest region, as the grid's numbers ([0, 0] and [-1, 1] were drawn before).
     */
    private static List<Integer> struck(List<Integer> values, SuguruPuzzle puzzle) {
        List<Integer> struck = values == null ? List.of() : values;
        if (struck.stream().anyMatch(Objects::isNull)) { // List.of().contains(null) would throw
            throw ApiException.badRequest("'struck' holds null; it lists numbers").with("option", "struck");
        }
        FieldSpec field = SuguruOperation.PICTURE.field("struck");
        for (int v : struck) {
            if (v < field.min() || v > puzzle.regions().maxRegionSize()) {
                throw ApiException.badRequest("'struck' holds " + v + "; struck values run from " + field.min() + " to "
                        + puzzle.regions().maxRegionSize() + ", the largest region").with("option", "struck");
            }
        }
        return struck;
    }

    /** The pencil marks of a picture request, one bit set per cell in row order; empty without any. */
    private static List<Long> candidates(List<List<Long>> rows, SuguruPuzzle puzzle) {
        if (rows == null) {
            return List.of();
        }
        if (rows.size() != puzzle.shape().rows() || rows.stream().anyMatch(r -> r == null
                || r.size() != puzzle.shape().cols() || r.contains(null) || r.stream().anyMatch(v -> v < 0))) {
            throw ApiException.badRequest("'candidates' must be " + puzzle.shape().rows() + " rows of "
                    + puzzle.shape().cols() + " numbers of 0 or more, as the puzzle").with("option", "candidates");
        }
        return rows.stream().flatMap(List::stream).toList();
    }

    private Work verify(VerifyRequest r) {
        PuzzleSource puzzle = Fields.source(r.name(), DEFAULT_NAME, Fields.text(r.text(), "text"));
        String format = Fields.choice(SuguruOperation.VERIFY.field("format"), r.format());
        String solutionFormat = Fields.choice(SuguruOperation.VERIFY.field("solutionFormat"), r.solutionFormat());
        PuzzleSource solution = Fields.source(r.solutionName(), "solution.sug", Fields.text(r.solution(), "solution"));
        return job -> {
            VerifySuguruResult result = verify.verify(new VerifySuguruCommand(puzzle, format, solution,
                    solutionFormat));
            return Answers.of(SuguruAnswers.verify(puzzle, solution, result),
                    pictures.svg(job, settings.defaultTimeout(), result.picture()));
        };
    }

    private Work generate(GenerateRequest r) {
        int rows = Fields.number(SuguruOperation.GENERATE.field("rows"), r.rows());
        int cols = Fields.number(SuguruOperation.GENERATE.field("cols"), r.cols());
        int maxRegion = Fields.number(SuguruOperation.GENERATE.field("maxRegion"), r.maxRegion());
        try {
            SuguruOperation.checkMaxRegion(rows, cols, maxRegion);
        } catch (RuntimeException e) {
            throw ErrorBodies.of(e);
        }
        long seed = r.seed() == null ? GenerateSuguruCommand.randomSeed() : r.seed();
        Duration timeout = Fields.timeout(r.timeoutMs(), settings);
        org.gridpuzzle.domain.suguru.GenerateRequest request; // the web request of this class has the short name
        try {
            Difficulty grade = Fields.choice(SuguruOperation.GENERATE.field("grade"), Difficulty.class, r.grade());
            request = new org.gridpuzzle.domain.suguru.GenerateRequest(rows, cols, maxRegion, seed,
                    Fields.flag(SuguruOperation.GENERATE.field("minimal"), r.minimal()), grade);
        } catch (RuntimeException e) {
            throw ErrorBodies.of(e);
        }
        return job -> {
            GenerateSuguruResult result = generate.generate(new GenerateSuguruCommand(request, "text", null,
                    Fields.limits(timeout, job, settings)));
            Pictures.Drawn svg = AnswerPictures.suguruGenerate(result)
                    .map(o -> pictures.svg(job, timeout, o)).orElse(Pictures.Drawn.NONE);
            return Answers.of(SuguruAnswers.generate(seed, result), svg, result.stopped());
        };
    }

    private static IntGrid grid(List<List<Integer>> rows, SuguruPuzzle puzzle) {
        int[][] values = new int[rows.size()][];
        for (int r = 0; r < rows.size(); r++) {
            List<Integer> row = rows.get(r);
            if (row == null || row.size() != puzzle.shape().cols()) {
                throw ApiException.badRequest("'grid' row " + (r + 1) + " must have " + puzzle.shape().cols() + " numbers")
                        .with("option", "grid");
            }
            values[r] = row.stream().mapToInt(v -> v == null ? 0 : v).toArray();
            for (int v : values[r]) {
                if (v < 0 || v > puzzle.regions().maxRegionSize()) {
                    throw ApiException.badRequest("'grid' holds " + v + "; numbers run from 0 (empty) to "
                            + puzzle.regions().maxRegionSize()).with("option", "grid");
                }
            }
        }
        if (rows.size() != puzzle.shape().rows()) {
            throw ApiException.badRequest("'grid' must have " + puzzle.shape().rows() + " rows, got " + rows.size())
                    .with("option", "grid");
        }
        return IntGrid.fromRows(values);
    }

    private static List<Position> cells(List<List<Integer>> cells, String field, SuguruPuzzle puzzle) {
        List<Position> out = new ArrayList<>();
        for (List<Integer> c : cells == null ? List.<List<Integer>>of() : cells) {
            if (c == null) {
                throw ApiException.badRequest("'" + field + "' holds null; each cell is [row, col] counted from 1")
                        .with("option", field);
            }
            Position p = Fields.cell(c, field);
            if (p.row() >= puzzle.shape().rows() || p.col() >= puzzle.shape().cols()) {
                throw ApiException.badRequest("'" + field + "' names " + c + ", outside the " + puzzle.shape().rows() + "×"
                        + puzzle.shape().cols() + " grid").with("option", field);
            }
            out.add(p);
        }
        return out;
    }
}
