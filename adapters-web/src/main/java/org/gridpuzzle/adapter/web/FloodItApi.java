package org.gridpuzzle.adapter.web;

import org.gridpuzzle.application.port.in.floodit.FloodItOperation;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import org.gridpuzzle.answer.AnswerPictures;
import org.gridpuzzle.answer.FloodItAnswers;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItCommand;
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
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.ExactAlgorithm;
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
                Operation.of(FloodItOperation.READ.spec(), ReadRequest.class, FloodItAnswers.Read.class, this::read),
                Operation.of(FloodItOperation.SOLVE.spec(), SolveRequest.class, FloodItAnswers.Solve.class, this::solve),
                Operation.of(FloodItOperation.CHECK.spec(), CheckRequest.class, FloodItAnswers.Check.class, this::check),
                Operation.of(FloodItOperation.BOUND.spec(), BoundRequest.class, FloodItAnswers.Bound.class, this::bound),
                Operation.of(FloodItOperation.GENERATE.spec(), GenerateRequest.class, FloodItAnswers.Generate.class,
                        this::generate));
    }

    private Work read(ReadRequest r) {
        PuzzleSource source = Fields.source(r.name(), DEFAULT_NAME, Fields.text(r.text(), "text"));
        return job -> {
            ReadPuzzleResult result = read.read(new ReadPuzzleCommand(Genre.FLOODIT, source, null, r.line(), null));
            return Answers.of(FloodItAnswers.read(source, result),
                    pictures.svg(job, settings.defaultTimeout(), result.picture()));
        };
    }

    private Work solve(SolveRequest r) {
        PuzzleSource source = Fields.source(r.name(), DEFAULT_NAME, Fields.text(r.text(), "text"));
        Mode mode = Fields.choice(FloodItOperation.SOLVE.field("mode"), Mode.class, r.mode());
        Position pivot = Fields.cell(r.pivot(), "pivot");
        boolean exact = !Fields.flag(FloodItOperation.SOLVE.field("heuristic"), r.heuristic());
        int beam = Fields.number(FloodItOperation.SOLVE.field("beam"), r.beam());
        ExactAlgorithm algorithm = Fields.choice(FloodItOperation.SOLVE.field("algorithm"), ExactAlgorithm.class,
                r.algorithm());
        Duration timeout = Fields.timeout(r.timeoutMs(), settings);
        return job -> {
            SolveFloodItResult result = solve.solve(new SolveFloodItCommand(source, r.line(), mode, pivot, exact, beam,
                    Fields.limits(timeout, job, settings), algorithm));
            FloodItAnswers.Solve doc = FloodItAnswers.solve(source, result);
            return Answers.of(doc,
                    pictures.svg(job, timeout, AnswerPictures.floodItSolve(result)), result.answer().stopped());
        };
    }

    private Work check(CheckRequest r) {
        PuzzleSource source = Fields.source(r.name(), DEFAULT_NAME, Fields.text(r.text(), "text"));
        Mode mode = Fields.choice(FloodItOperation.CHECK.field("mode"), Mode.class, r.mode());
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
            CheckFloodItResult result = check.check(new CheckFloodItCommand(source, r.line(), mode, pivot, moves));
            return Answers.of(FloodItAnswers.check(source, mode, result),
                    pictures.svg(job, settings.defaultTimeout(),
                            AnswerPictures.floodItCheck(result, mode, pivot, moves)));
        };
    }

    private Work bound(BoundRequest r) {
        PuzzleSource source = Fields.source(r.name(), DEFAULT_NAME, Fields.text(r.text(), "text"));
        Position pivot = Fields.cell(r.pivot(), "pivot");
        return job -> Answers.of(FloodItAnswers.bound(bound.bound(new BoundFloodItCommand(source, r.line(), pivot))),
                null);
    }

    private Work generate(GenerateRequest r) {
        int rows = Fields.number(FloodItOperation.GENERATE.field("rows"), r.rows());
        int cols = Fields.number(FloodItOperation.GENERATE.field("cols"), r.cols());
        int colours = Fields.number(FloodItOperation.GENERATE.field("colours"), r.colours());
        long seed = r.seed() == null ? GenerateFloodItCommand.randomSeed() : r.seed();
        return job -> {
            GenerateFloodItResult result = generate.generate(new GenerateFloodItCommand(rows, cols, colours, seed));
            return Answers.of(FloodItAnswers.generate(rows, cols, colours, seed, result),
                    pictures.svg(job, settings.defaultTimeout(), AnswerPictures.floodItGenerate(result)));
        };
    }
}
