package org.gridpuzzle.adapter.web;

import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import org.gridpuzzle.application.port.in.planning.PlanningOperation;
import org.gridpuzzle.application.operation.CommonFields;
import org.gridpuzzle.application.operation.Outcome;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.domain.search.StopReason;
import org.gridpuzzle.answer.PlanAnswers;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.application.port.in.planning.CheckPlanCommand;
import org.gridpuzzle.application.port.in.planning.CheckPlanResult;
import org.gridpuzzle.application.port.in.planning.CheckPlanUseCase;
import org.gridpuzzle.application.port.in.planning.Game;
import org.gridpuzzle.application.port.in.planning.LevelPlan;
import org.gridpuzzle.application.port.in.planning.PlanBackend;
import org.gridpuzzle.application.port.in.planning.PlanGameCommand;
import org.gridpuzzle.application.port.in.planning.PlanGameResult;
import org.gridpuzzle.application.port.in.planning.PlanGameUseCase;
import org.gridpuzzle.application.port.in.puzzle.Genre;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleCommand;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleResult;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleUseCase;
import org.gridpuzzle.domain.reachability.EncodingKind;

/** {@code /api/sokoban/...} and {@code /api/snowman/...}: read a level, plan it by SAT, replay a plan. */
final class PlanningApi {

    record ReadRequest(String text, String name, String format, Integer level) {
    }

    record SolveRequest(String text, String name, String format, Integer level, String strategy, String encoding,
            Integer maxSteps, String solver, Boolean implied, Long timeoutMs, Long nodes) {
    }

    record CheckRequest(String text, String name, String format, Integer level, String moves) {
    }

    /** Snowman's requests: a Snowman file holds one level, so they have no {@code level} (the command line none). */
    record SnowmanReadRequest(String text, String name, String format) {
        ReadRequest request() {
            return new ReadRequest(text, name, format, null);
        }
    }

    record SnowmanSolveRequest(String text, String name, String format, String strategy, String encoding,
            Integer maxSteps, String solver, Boolean implied, Long timeoutMs, Long nodes) {
        SolveRequest request() {
            return new SolveRequest(text, name, format, null, strategy, encoding, maxSteps, solver, implied, timeoutMs,
                    nodes);
        }
    }

    record SnowmanCheckRequest(String text, String name, String format, String moves) {
        CheckRequest request() {
            return new CheckRequest(text, name, format, null, moves);
        }
    }

    private final ReadPuzzleUseCase read;
    private final PlanGameUseCase plan;
    private final CheckPlanUseCase check;
    private final Pictures pictures;
    private final WebSettings settings;

    @Inject
    PlanningApi(ReadPuzzleUseCase read, PlanGameUseCase plan, CheckPlanUseCase check, Pictures pictures,
            WebSettings settings) {
        this.read = read;
        this.plan = plan;
        this.check = check;
        this.pictures = pictures;
        this.settings = settings;
    }

    List<Operation> operations() {
        return List.of(
                Operation.of(PlanningOperation.SOKOBAN_READ.spec(), ReadRequest.class, PlanAnswers.Read.class,
                        r -> read(Game.SOKOBAN, r)),
                Operation.of(PlanningOperation.SOKOBAN_SOLVE.spec(), SolveRequest.class, PlanAnswers.Solve.class,
                        r -> solve(Game.SOKOBAN, r)),
                Operation.of(PlanningOperation.SOKOBAN_CHECK.spec(), CheckRequest.class, PlanAnswers.Check.class,
                        r -> check(Game.SOKOBAN, r)),
                Operation.of(PlanningOperation.SNOWMAN_READ.spec(), SnowmanReadRequest.class, PlanAnswers.Read.class,
                        r -> read(Game.SNOWMAN, r.request())),
                Operation.of(PlanningOperation.SNOWMAN_SOLVE.spec(), SnowmanSolveRequest.class, PlanAnswers.Solve.class,
                        r -> solve(Game.SNOWMAN, r.request())),
                Operation.of(PlanningOperation.SNOWMAN_CHECK.spec(), SnowmanCheckRequest.class, PlanAnswers.Check.class,
                        r -> check(Game.SNOWMAN, r.request())));
    }

    private static String defaultName(Game game) {
        return game == Game.SOKOBAN ? "levels.xsb" : "level.lvl";
    }

    private Work read(Game game, ReadRequest r) {
        PuzzleSource source = Fields.source(r.name(), defaultName(game), Fields.text(r.text(), "text"))
                .withFormat(Fields.choice(PlanningOperation.of(game, "read").field("format"), r.format()));
        int level = Fields.number(CommonFields.LEVEL, r.level());
        return job -> {
            // the reader keeps the job's clock: a client gone or the server's limit stops it
            PuzzleSource timed = source.withReading(Fields.limits(settings.defaultTimeout(), job, settings));
            ReadPuzzleResult result = read.read(new ReadPuzzleCommand(game == Game.SOKOBAN ? Genre.SOKOBAN
                    : Genre.SNOWMAN, timed, null, null, level));
            return Answers.of(PlanAnswers.read(source, game, result),
                    pictures.svg(job, settings.defaultTimeout(), result.picture()));
        };
    }

    private Work solve(Game game, SolveRequest r) {
        PuzzleSource source = Fields.source(r.name(), defaultName(game), Fields.text(r.text(), "text"))
                .withFormat(Fields.choice(PlanningOperation.of(game, "solve").field("format"), r.format()));
        int level = Fields.number(CommonFields.LEVEL, r.level());
        PlanningOperation op = PlanningOperation.of(game, "solve");
        PlanStrategy strategy = Fields.choice(op.field("strategy"), PlanStrategy.class, r.strategy());
        EncodingKind encoding = Fields.choice(op.field("encoding"), EncodingKind.class, r.encoding());
        int maxSteps = Fields.number(op.field("maxSteps"), r.maxSteps());
        String solver = SatBackends.spec(r.solver());
        PlanOptions options = PlanOptions.of(strategy, encoding, maxSteps, Fields.flag(op.field("implied"), r.implied()));
        Duration timeout = Fields.timeout(r.timeoutMs(), settings);
        // no default: absent, no node limit; given, checked against the field's range before the job is queued
        Long nodes = r.nodes() == null ? null : Fields.number(op.field("nodes"), r.nodes());
        PlanGameCommand.check(game, options, PlanBackend.sat(), nodes == null ? Long.MAX_VALUE : nodes);
        return job -> {
            long started = System.nanoTime();
            // while it runs, the job shows the plan so far (GET, and DELETE when the phase takes a while to stop),
            // without a picture: the job's description leaves pictures out, and drawing one for each poll, on the
            // request's thread, took up to 32 MB of SVG to throw away at once
            job.answersSoFar(soFar -> answer(source, game, options, (PlanGameResult) soFar, output -> null));
            Limits timed = Fields.limits(timeout, job, settings);
            Limits limits = nodes == null ? timed : timed.withNodeLimit(nodes);
            PlanGameResult result = plan.plan(new PlanGameCommand(game, source.withReading(limits),
                    game == Game.SOKOBAN ? List.of(level) : List.of(), options, solver, limits, null));
            if (result.levels().isEmpty()) {
                return noLevel(job, timeout, started);
            }
            return answer(source, game, options, result, output -> pictures.svg(job, timeout, output));
        };
    }

    /**
     * A plan of no level: the service stops between levels when cancelled, and before the first there is no level yet
     * (it was answered 500 by reading a first level that was not there). Answered by what stopped it: the cancel
     * (409), the time limit (408); with neither, nothing was there to plan (400).
     */
    private static Work.Result noLevel(Job job, Duration timeout, long started) {
        if (job.cancelRequested()) {
            return new Work.Result(Outcome.CANCELLED.httpStatus(), Map.of("error", Answers.error(StopReason.CANCELLED),
                    "message", "cancelled before the level was planned"));
        }
        if (timeout != null && System.nanoTime() - started >= timeout.toNanos()) {
            return new Work.Result(Outcome.TIME_LIMIT.httpStatus(), Map.of("error",
                    Answers.error(StopReason.TIME_LIMIT), "message", "the time limit came before the level was planned"));
        }
        throw ApiException.badRequest("no level was planned: the text has no level to plan");
    }

    /**
     * A level's plan: complete (200), or what a limit left (408, 409, 413) with the plan so far and its bound.
     *
     * @param draw the level's picture (or why there is none), or null for an answer without one
     */
    private static Work.Result answer(PuzzleSource source, Game game, PlanOptions options,
            PlanGameResult result, Function<Output, Pictures.Drawn> draw) {
        LevelPlan p = result.levels().get(0);
        return Answers.of(PlanAnswers.solve(source, game, options, result), draw.apply(p.answer()),
                p.complete() ? null : p.outcome().stopReason());
    }

    private Work check(Game game, CheckRequest r) {
        PuzzleSource source = Fields.source(r.name(), defaultName(game), Fields.text(r.text(), "text"))
                .withFormat(Fields.choice(PlanningOperation.of(game, "check").field("format"), r.format()));
        int level = Fields.number(CommonFields.LEVEL, r.level());
        String moves = r.moves() == null ? "" : r.moves().strip();
        return job -> {
            PuzzleSource timed = source.withReading(Fields.limits(settings.defaultTimeout(), job, settings));
            CheckPlanResult result = check.check(new CheckPlanCommand(game, timed, level, moves));
            return Answers.of(PlanAnswers.check(source, game, result),
                    pictures.svg(job, settings.defaultTimeout(), result.answer()));
        };
    }
}
