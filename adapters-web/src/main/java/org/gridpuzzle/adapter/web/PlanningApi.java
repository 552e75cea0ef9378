package org.gridpuzzle.adapter.web;

import jakarta.inject.Inject;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gridpuzzle.application.port.in.planning.CheckPlanCommand;
import org.gridpuzzle.application.port.in.planning.CheckPlanResult;
import org.gridpuzzle.application.port.in.planning.CheckPlanUseCase;
import org.gridpuzzle.application.port.in.planning.Game;
import org.gridpuzzle.application.port.in.planning.LevelPlan;
import org.gridpuzzle.application.port.in.planning.PlanGameCommand;
import org.gridpuzzle.application.port.in.planning.PlanGameResult;
import org.gridpuzzle.application.port.in.planning.PlanGameUseCase;
import org.gridpuzzle.application.port.in.puzzle.Genre;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleCommand;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleResult;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleUseCase;
import org.gridpuzzle.domain.planning.PlanSearch;
import org.gridpuzzle.domain.reachability.EncodingKind;

/** {@code /api/sokoban/...} and {@code /api/snowman/...}: read a level, plan it by SAT, replay a plan. */
final class PlanningApi {

    record ReadRequest(String text, String name, Integer level) {
    }

    record SolveRequest(String text, String name, Integer level, String strategy, String encoding, Integer maxSteps,
            String solver, Boolean implied, Long timeoutMs) {
    }

    record CheckRequest(String text, String name, Integer level, String moves) {
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
                Operation.of("sokoban/read", ReadRequest.class, r -> read(Game.SOKOBAN, r)),
                Operation.of("sokoban/solve", SolveRequest.class, r -> solve(Game.SOKOBAN, r)),
                Operation.of("sokoban/check", CheckRequest.class, r -> check(Game.SOKOBAN, r)),
                Operation.of("snowman/read", ReadRequest.class, r -> read(Game.SNOWMAN, r)),
                Operation.of("snowman/solve", SolveRequest.class, r -> solve(Game.SNOWMAN, r)),
                Operation.of("snowman/check", CheckRequest.class, r -> check(Game.SNOWMAN, r)));
    }

    private static String defaultName(Game game) {
        return game == Game.SOKOBAN ? "levels.xsb" : "level.lvl";
    }

    /** What a plan's object moves are called: pushes of boxes, or moves of balls. */
    private static String objectKey(Game game) {
        return game == Game.SOKOBAN ? "pushes" : "ballMoves";
    }

    private Work read(Game game, ReadRequest r) {
        String text = Fields.text(r.text(), "text");
        int level = Fields.number(r.level(), "level", 1, Integer.MAX_VALUE, 1);
        return job -> {
            ReadPuzzleResult result = read.read(new ReadPuzzleCommand(game == Game.SOKOBAN ? Genre.SOKOBAN
                    : Genre.SNOWMAN, Fields.source(r.name(), defaultName(game), text), null, null, level));
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("summary", result.summary());
            doc.put("levels", result.levels());
            doc.put("svg", pictures.svg(result.picture()));
            return Work.Result.ok(doc);
        };
    }

    private Work solve(Game game, SolveRequest r) {
        String text = Fields.text(r.text(), "text");
        int level = Fields.number(r.level(), "level", 1, Integer.MAX_VALUE, 1);
        PlanSearch.Strategy strategy = Fields.choice(PlanSearch.Strategy.class, r.strategy(), "strategy",
                PlanSearch.Strategy.SEQUENTIAL);
        EncodingKind encoding = Fields.choice(EncodingKind.class, r.encoding(), "encoding", null);
        int maxSteps = Fields.number(r.maxSteps(), "maxSteps", 1, 1000, 300);
        String solver = SatBackends.spec(r.solver());
        PlanSearch.Options options = PlanSearch.Options.of(strategy, encoding, maxSteps, !Boolean.FALSE.equals(r.implied()));
        Duration timeout = Fields.timeout(r.timeoutMs(), settings);
        return job -> {
            PlanGameResult result = plan.plan(new PlanGameCommand(game, Fields.source(r.name(), defaultName(game), text),
                    game == Game.SOKOBAN ? List.of(level) : List.of(), options, solver, Fields.limits(timeout, job),
                    null));
            LevelPlan p = result.levels().get(0);
            PlanSearch.Outcome o = p.outcome();
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("level", p.index());
            doc.put("title", p.title());
            doc.put("strategy", Fields.label(strategy));
            doc.put("encoding", Fields.label(result.encoding()));
            doc.put("solver", result.solver());
            doc.put("moves", o.moves());
            doc.put(objectKey(game), p.solved() ? o.objectMoves() : null);
            doc.put("optimal", o.optimal());
            doc.put("lowerBound", o.lowerBound());
            doc.put("stopped", o.stopped());
            doc.put("solverCalls", o.calls());
            doc.put("millis", p.nanos() / 1e6);
            doc.put("svg", pictures.svg(p.answer()));
            return Answers.of(doc, p.solved() ? null : o.stopped());
        };
    }

    private Work check(Game game, CheckRequest r) {
        String text = Fields.text(r.text(), "text");
        int level = Fields.number(r.level(), "level", 1, Integer.MAX_VALUE, 1);
        String moves = r.moves() == null ? "" : r.moves().strip();
        return job -> {
            CheckPlanResult result = check.check(new CheckPlanCommand(game, Fields.source(r.name(), defaultName(game), text),
                    level, moves));
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("title", result.title());
            doc.put("solved", result.solved());
            doc.put("moves", result.moves());
            doc.put(objectKey(game), result.objectMoves());
            doc.put("error", result.error());
            doc.put("failedAt", result.failedAt() == 0 ? null : result.failedAt());
            doc.put("left", result.left().isEmpty() ? null : result.left());
            doc.put("svg", pictures.svg(result.answer()));
            return Work.Result.ok(doc);
        };
    }
}
