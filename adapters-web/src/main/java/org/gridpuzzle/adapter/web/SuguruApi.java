package org.gridpuzzle.adapter.web;

import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gridpuzzle.application.input.PuzzleSource;
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
import org.gridpuzzle.domain.search.StopReason;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.Difficulty;
import org.gridpuzzle.domain.suguru.SuguruGenerator;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.Violation;

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

    record PictureRequest(String text, String name, String format, List<List<Integer>> grid, List<List<Integer>> targets,
            List<List<Integer>> because) {
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
                Operation.of("suguru/read", ReadRequest.class, this::read),
                Operation.of("suguru/solve", SolveRequest.class, this::solve),
                Operation.of("suguru/count", CountRequest.class, this::count),
                Operation.of("suguru/hint", ExplainRequest.class, r -> explain(r, true)),
                Operation.of("suguru/explain", ExplainRequest.class, r -> explain(r, false)),
                Operation.of("suguru/picture", PictureRequest.class, this::picture),
                Operation.of("suguru/verify", VerifyRequest.class, this::verify),
                Operation.of("suguru/generate", GenerateRequest.class, this::generate));
    }

    private Work read(ReadRequest r) {
        String text = Fields.text(r.text(), "text");
        return job -> {
            ReadPuzzleResult result = read.read(new ReadPuzzleCommand(Genre.SUGURU,
                    Fields.source(r.name(), DEFAULT_NAME, text), r.format(), null, null));
            Output.SuguruGrid g = (Output.SuguruGrid) result.picture();
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("summary", result.summary());
            doc.put("rows", g.puzzle().shape().rows());
            doc.put("cols", g.puzzle().shape().cols());
            doc.put("regions", rows(g.puzzle().regions().regionIds(), g.puzzle().shape().cols()));
            doc.put("givens", g.puzzle().givens().toRows());
            doc.put("svg", pictures.svg(g));
            return Work.Result.ok(doc);
        };
    }

    private Work solve(SolveRequest r) {
        String text = Fields.text(r.text(), "text");
        SolverChoice solver = Fields.choice(SolverChoice.class, r.solver(), "solver", SolverChoice.AUTO);
        Duration timeout = Fields.timeout(r.timeoutMs(), settings);
        return job -> {
            SolveSuguruResult result = solve.solve(new SolveSuguruCommand(Fields.source(r.name(), DEFAULT_NAME, text),
                    r.format(), solver, Fields.limits(timeout, job)));
            SolveOutcome outcome = result.outcome();
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("solver", result.solver());
            doc.put("status", status(outcome));
            doc.put("reason", reason(outcome));
            IntGrid grid = outcome instanceof SolveOutcome.Solved s ? s.solution() : result.puzzle().givens();
            doc.put("solution", outcome instanceof SolveOutcome.Solved ? grid.toRows() : null);
            doc.put("nodes", outcome.stats().nodes());
            doc.put("millis", outcome.stats().millis());
            doc.put("svg", pictures.svg(new Output.SuguruGrid(result.puzzle(), grid, List.of())));
            return Answers.of(doc, outcome instanceof SolveOutcome.Stopped st ? st.reason() : null);
        };
    }

    private Work count(CountRequest r) {
        String text = Fields.text(r.text(), "text");
        long limit = r.limit() == null ? 2 : r.limit();
        if (limit < 1) {
            throw ApiException.badRequest("'limit' must be at least 1, got " + limit).with("option", "limit");
        }
        Duration timeout = Fields.timeout(r.timeoutMs(), settings);
        return job -> {
            CountSuguruResult result = count.count(new CountSuguruCommand(Fields.source(r.name(), DEFAULT_NAME, text),
                    r.format(), limit, Fields.limits(timeout, job)));
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("count", result.outcome().count());
            doc.put("exact", result.outcome().complete());
            doc.put("unique", result.outcome().unique());
            doc.put("limit", limit);
            doc.put("stopped", result.outcome().stopReason() == null ? null : result.outcome().stopReason().description());
            doc.put("millis", result.outcome().stats().millis());
            return Answers.of(doc, result.outcome().stopReason());
        };
    }

    private Work explain(ExplainRequest r, boolean firstOnly) {
        String text = Fields.text(r.text(), "text");
        Duration timeout = Fields.timeout(r.timeoutMs(), settings);
        return job -> {
            ExplainSuguruResult result = explain.explain(new ExplainSuguruCommand(Fields.source(r.name(), DEFAULT_NAME,
                    text), r.format(), firstOnly, Fields.limits(timeout, job)));
            SuguruPuzzle puzzle = result.puzzle();
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("status", result.steps().isPresent() ? "explained" : status(result.outcome()));
            doc.put("reason", result.steps().isPresent() ? null : reason(result.outcome()));
            List<Object> steps = new ArrayList<>();
            IntGrid grid = puzzle.givens();
            for (HintStep step : result.steps().orElse(List.of())) {
                if (step.placement()) {
                    grid = grid.with(puzzle.shape().index(step.targets().get(0)), step.values().get(0));
                }
                Map<String, Object> s = new LinkedHashMap<>();
                s.put("technique", step.technique().name().toLowerCase(Locale.ROOT));
                s.put("label", step.technique().label());
                s.put("placement", step.placement());
                s.put("cells", Fields.json(step.targets()));
                s.put("values", step.values());
                s.put("because", Fields.json(step.because()));
                s.put("text", step.explanation());
                s.put("grid", grid.toRows());
                steps.add(s);
                if (firstOnly) {
                    doc.put("svg", pictures.svg(new Output.SuguruGrid(puzzle, grid, List.of(), step.targets(),
                            step.because())));
                }
            }
            doc.put("steps", steps);
            doc.put("solution", !firstOnly && result.outcome() instanceof SolveOutcome.Solved s
                    ? s.solution().toRows() : null);
            return Answers.of(doc, result.outcome() instanceof SolveOutcome.Stopped st ? st.reason() : null);
        };
    }

    private Work picture(PictureRequest r) {
        String text = Fields.text(r.text(), "text");
        return job -> {
            Output.SuguruGrid g = puzzle(Fields.source(r.name(), DEFAULT_NAME, text), r.format());
            IntGrid grid = r.grid() == null ? g.puzzle().givens() : grid(r.grid(), g.puzzle());
            List<Position> targets = cells(r.targets(), "targets", g.puzzle());
            List<Position> because = cells(r.because(), "because", g.puzzle());
            return Work.Result.ok(Map.of("svg", pictures.svg(new Output.SuguruGrid(g.puzzle(), grid, List.of(),
                    targets, because))));
        };
    }

    private Work verify(VerifyRequest r) {
        String text = Fields.text(r.text(), "text");
        String solution = Fields.text(r.solution(), "solution");
        return job -> {
            VerifySuguruResult result = verify.verify(new VerifySuguruCommand(Fields.source(r.name(), DEFAULT_NAME, text),
                    r.format(), Fields.source(r.solutionName(), "solution.sug", solution), r.solutionFormat()));
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("valid", result.violations().isEmpty());
            List<Object> violations = new ArrayList<>();
            for (Violation v : result.violations()) {
                violations.add(Map.of("kind", v.kind().name().toLowerCase(Locale.ROOT), "message", v.message(),
                        "cells", Fields.json(v.cells())));
            }
            doc.put("violations", violations);
            doc.put("svg", pictures.svg(new Output.SuguruGrid(result.puzzle(), result.grid(), result.violations())));
            return Work.Result.ok(doc);
        };
    }

    private Work generate(GenerateRequest r) {
        int rows = Fields.number(r.rows(), "rows", 1, 30, 8);
        int cols = Fields.number(r.cols(), "cols", 1, 30, 8);
        int maxRegion = Fields.number(r.maxRegion(), "maxRegion", 1, 9, 5);
        long seed = r.seed() == null ? System.nanoTime() & 0xFFFFFFFL : r.seed();
        Duration timeout = Fields.timeout(r.timeoutMs(), settings);
        SuguruGenerator.Request request;
        try {
            Difficulty grade = Fields.choice(Difficulty.class, r.grade(), "grade", null);
            request = new SuguruGenerator.Request(rows, cols, maxRegion, seed, Boolean.TRUE.equals(r.minimal()), grade);
        } catch (RuntimeException e) {
            throw ErrorBodies.of(e);
        }
        return job -> {
            GenerateSuguruResult result = generate.generate(new GenerateSuguruCommand(request, "text", null,
                    Fields.limits(timeout, job)));
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("seed", seed);
            doc.put("text", result.generated().isPresent() ? result.text() : null);
            result.generated().ifPresent(g -> {
                doc.put("difficulty", g.difficulty().name().toLowerCase(Locale.ROOT));
                doc.put("givens", g.puzzle().givenCount());
                doc.put("svg", pictures.svg(new Output.SuguruGrid(g.puzzle(), g.puzzle().givens(), List.of())));
            });
            return Answers.of(doc, result.generated().isPresent() ? null
                    : job.cancelRequested() ? StopReason.CANCELLED : StopReason.TIME_LIMIT);
        };
    }

    private Output.SuguruGrid puzzle(PuzzleSource source, String format) {
        return (Output.SuguruGrid) read.read(new ReadPuzzleCommand(Genre.SUGURU, source, format, null, null)).picture();
    }

    private static IntGrid grid(List<List<Integer>> rows, SuguruPuzzle puzzle) {
        int[][] values = new int[rows.size()][];
        for (int r = 0; r < rows.size(); r++) {
            List<Integer> row = rows.get(r);
            if (row == null || row.size() != puzzle.shape().cols()) {
                throw ApiException.badRequest("'grid' row " + r + " must have " + puzzle.shape().cols() + " numbers")
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
            Position p = Fields.cell(c, field);
            if (p.row() >= puzzle.shape().rows() || p.col() >= puzzle.shape().cols()) {
                throw ApiException.badRequest("'" + field + "' names " + c + ", outside the " + puzzle.shape().rows() + "×"
                        + puzzle.shape().cols() + " grid").with("option", field);
            }
            out.add(p);
        }
        return out;
    }

    private static int[][] rows(int[] values, int cols) {
        int[][] rows = new int[values.length / cols][];
        for (int r = 0; r < rows.length; r++) {
            rows[r] = Arrays.copyOfRange(values, r * cols, (r + 1) * cols);
        }
        return rows;
    }

    private static String status(SolveOutcome outcome) {
        if (outcome instanceof SolveOutcome.Solved) {
            return "solved";
        }
        return outcome instanceof SolveOutcome.Unsolvable ? "unsolvable" : "stopped";
    }

    private static String reason(SolveOutcome outcome) {
        if (outcome instanceof SolveOutcome.Unsolvable u) {
            return u.reason();
        }
        if (outcome instanceof SolveOutcome.Stopped st) {
            return st.reason().description() + " before an answer";
        }
        return null;
    }
}
