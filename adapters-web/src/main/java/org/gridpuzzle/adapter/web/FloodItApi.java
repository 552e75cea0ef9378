package org.gridpuzzle.adapter.web;

import jakarta.inject.Inject;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItResult;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItUseCase;
import org.gridpuzzle.application.port.in.floodit.CellMove;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItResult;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItUseCase;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItResult;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItUseCase;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItCommand;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItResult;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItUseCase;
import org.gridpuzzle.application.port.in.puzzle.Genre;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleCommand;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleResult;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleUseCase;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.choice.ExactAlgorithm;
import org.gridpuzzle.domain.floodit.choice.FloodItAnswer;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.format.FormatException;
import org.gridpuzzle.format.floodit.MovesFormat;

/** {@code /api/floodit/...}: read, solve, check (a move sequence, as the page plays it), bound, generate. */
final class FloodItApi {

    static final String DEFAULT_NAME = "board.flood";

    record ReadRequest(String text, String name, Integer line) {
    }

    record SolveRequest(String text, String name, Integer line, String mode, List<Integer> pivot, Boolean heuristic,
            Integer beam, String algorithm, Long timeoutMs) {
    }

    record CheckRequest(String text, String name, Integer line, String mode, List<Integer> pivot, String moves) {
    }

    record BoundRequest(String text, String name, Integer line, List<Integer> pivot) {
    }

    record GenerateRequest(Integer rows, Integer cols, Integer colours, Long seed) {
    }

    private final ReadPuzzleUseCase read;
    private final SolveFloodItUseCase solve;
    private final CheckFloodItUseCase check;
    private final BoundFloodItUseCase bound;
    private final GenerateFloodItUseCase generate;
    private final Pictures pictures;
    private final WebSettings settings;

    @Inject
    FloodItApi(ReadPuzzleUseCase read, SolveFloodItUseCase solve, CheckFloodItUseCase check, BoundFloodItUseCase bound,
            GenerateFloodItUseCase generate, Pictures pictures, WebSettings settings) {
        this.read = read;
        this.solve = solve;
        this.check = check;
        this.bound = bound;
        this.generate = generate;
        this.pictures = pictures;
        this.settings = settings;
    }

    List<Operation> operations() {
        return List.of(
                Operation.of("floodit/read", ReadRequest.class, this::read),
                Operation.of("floodit/solve", SolveRequest.class, this::solve),
                Operation.of("floodit/check", CheckRequest.class, this::check),
                Operation.of("floodit/bound", BoundRequest.class, this::bound),
                Operation.of("floodit/generate", GenerateRequest.class, this::generate));
    }

    private Work read(ReadRequest r) {
        String text = Fields.text(r.text(), "text");
        return job -> {
            return Work.Result.ok(describe(Fields.source(r.name(), DEFAULT_NAME, text), r.line()));
        };
    }

    private Work solve(SolveRequest r) {
        String text = Fields.text(r.text(), "text");
        Mode mode = Fields.choice(Mode.class, r.mode(), "mode", Mode.FIXED);
        Position pivot = Fields.cell(r.pivot(), "pivot");
        boolean exact = !Boolean.TRUE.equals(r.heuristic());
        int beam = Fields.number(r.beam(), "beam", 1, 10_000, 100);
        ExactAlgorithm algorithm = Fields.choice(ExactAlgorithm.class, r.algorithm(), "algorithm", ExactAlgorithm.AUTO);
        Duration timeout = Fields.timeout(r.timeoutMs(), settings);
        return job -> {
            SolveFloodItResult result = solve.solve(new SolveFloodItCommand(Fields.source(r.name(), DEFAULT_NAME, text),
                    r.line(), mode, pivot, exact, beam, Fields.limits(timeout, job), algorithm));
            FloodItAnswer a = result.answer();
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("mode", Fields.label(mode));
            doc.put("algorithm", Fields.label(result.choice().algorithm()));
            doc.put("reason", Fields.label(result.choice().reason()));
            doc.put("exact", result.choice().algorithm().exact());
            boolean moves = a.found() || a.hasBest(); // a stopped anytime search keeps its best sequence
            doc.put("moves", moves ? MovesFormat.write(a.moves(), mode, result.board().shape()) : null);
            doc.put("length", moves ? a.moves().size() : null);
            doc.put("lowerBound", a.lowerBound());
            doc.put("optimal", a.optimal());
            doc.put("stopped", a.found() ? null : a.stopped().description());
            doc.put("millis", result.nanos() / 1e6);
            if (moves) {
                doc.put("svg", pictures.svg(new Output.FloodItMoves(result.board(), mode, result.pivot(), a.moves())));
            }
            return Answers.of(doc, a.found() ? null : a.stopped());
        };
    }

    private Work check(CheckRequest r) {
        String text = Fields.text(r.text(), "text");
        Mode mode = Fields.choice(Mode.class, r.mode(), "mode", Mode.FIXED);
        Position pivot = Fields.cell(r.pivot(), "pivot");
        List<CellMove> moves;
        try {
            moves = MovesFormat.parse("moves", r.moves() == null ? "" : r.moves(), mode).stream()
                    .map(m -> new CellMove(m.cell(), m.colour())).toList();
        } catch (FormatException e) {
            throw ApiException.badRequest("'moves': " + e.problem()).at("moves", e.line(), e.column() > 0 ? e.column() : null)
                    .with("option", "moves");
        }
        return job -> {
            CheckFloodItResult result = check.check(new CheckFloodItCommand(Fields.source(r.name(), DEFAULT_NAME, text),
                    r.line(), mode, pivot, moves));
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("flooded", result.flooded());
            doc.put("moves", result.moves());
            doc.put("coloursLeft", result.coloursLeft());
            doc.put("error", result.error());
            doc.put("after", result.afterText());
            // the position reached, as the page shows it: its picture and its bounds at the pivot
            doc.put("svg", pictures.svg(new Output.FloodItBoard(result.after())));
            doc.put("components", result.afterBounds().components());
            doc.put("bound", mode == Mode.FIXED ? bounds(result.afterBounds()) : null);
            return Work.Result.ok(doc);
        };
    }

    private Work bound(BoundRequest r) {
        String text = Fields.text(r.text(), "text");
        Position pivot = Fields.cell(r.pivot(), "pivot");
        return job -> {
            return Work.Result.ok(bounds(bound.bound(new BoundFloodItCommand(Fields.source(r.name(), DEFAULT_NAME, text),
                    r.line(), pivot))));
        };
    }

    private Work generate(GenerateRequest r) {
        int rows = Fields.number(r.rows(), "rows", 1, 100, 12);
        int cols = Fields.number(r.cols(), "cols", 1, 100, 12);
        int colours = Fields.number(r.colours(), "colours", 1, 35, 6);
        long seed = r.seed() == null ? System.nanoTime() & 0xFFFFFFFL : r.seed();
        return job -> {
            GenerateFloodItResult result = generate.generate(new GenerateFloodItCommand(rows, cols, colours, seed));
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("seed", seed);
            doc.put("text", result.text());
            doc.put("svg", pictures.svg(new Output.FloodItBoard(result.board())));
            return Work.Result.ok(doc);
        };
    }

    private Map<String, Object> describe(PuzzleSource source, Integer line) {
        ReadPuzzleResult result = read.read(new ReadPuzzleCommand(Genre.FLOODIT, source, null, line, null));
        Board board = ((Output.FloodItBoard) result.picture()).board();
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("summary", result.summary());
        doc.put("rows", board.shape().rows());
        doc.put("cols", board.shape().cols());
        doc.put("colours", board.graph().coloursPresent());
        doc.put("palette", board.graph().palette());
        doc.put("components", board.graph().contract().graph().vertexCount());
        doc.put("board", board.colours().toRows());
        doc.put("svg", pictures.svg(result.picture()));
        return doc;
    }

    private static Map<String, Object> bounds(BoundFloodItResult b) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("components", b.components());
        doc.put("fixedLowerBound", b.fixedLowerBound());
        doc.put("fixedColoursLeft", b.coloursLeft());
        doc.put("fixedFloodDistance", b.floodDistance());
        doc.put("fixedReleaseTimes", b.releaseTimes());
        doc.put("freeLowerBound", b.freeBound());
        return doc;
    }
}
