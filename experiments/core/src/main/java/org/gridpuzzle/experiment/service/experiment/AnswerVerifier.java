package org.gridpuzzle.experiment.service.experiment;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.port.in.planning.CheckPlanCommand;
import org.gridpuzzle.application.port.in.planning.CheckPlanResult;
import org.gridpuzzle.application.port.in.planning.CheckPlanUseCase;
import org.gridpuzzle.application.port.in.planning.Game;
import org.gridpuzzle.experiment.port.out.data.FloodItSet;
import org.gridpuzzle.experiment.port.out.data.LoadFloodItSetPort;
import org.gridpuzzle.application.port.out.reachability.LoadGridMapPort;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruPuzzlePort;
import org.gridpuzzle.experiment.model.ExperimentGenre;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.model.JobStatus;
import org.gridpuzzle.experiment.service.floodit.FloodItPivot;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.floodit.internal.Replay;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.internal.SuguruVerifier;
import org.gridpuzzle.domain.suguru.Violation;

/**
 * Checks a job's answer before it is recorded, in the runner's own process (a job's process, or a worker, is not
 * trusted): a Suguru grid by the verifier, a plan by replaying it, a Flood-It sequence by replaying it and against the
 * set's published optimum, a reachability path step by step and a "no path" by breadth-first search. A refused answer is recorded as {@code wrong_answer} with the reason.
 */
final class AnswerVerifier {

    private final LoadSuguruPuzzlePort suguru;
    private final CheckPlanUseCase plans;
    private final LoadFloodItSetPort floodIt;
    private final LoadGridMapPort maps;
    private final Map<String, FloodItSet> floodItSets = new ConcurrentHashMap<>();

    AnswerVerifier(LoadSuguruPuzzlePort suguru, CheckPlanUseCase plans, LoadFloodItSetPort floodIt,
            LoadGridMapPort maps) {
        this.maps = maps;
        this.suguru = suguru;
        this.plans = plans;
        this.floodIt = floodIt;
    }

    JobOutcome verify(JobOutcome o) {
        ExperimentGenre genre = Configuration.parse(o.job().config()).genre();
        if (genre == ExperimentGenre.REACH && o.status() == JobStatus.UNSAT) {
            // "no path" is checked too: a breadth-first search here must not find one
            String wrong = ReachabilityCheck.unreachable(maps.loadMap(PuzzleSource.file(Path.of(o.job().file()))));
            return wrong == null ? o : o.withStatus(JobStatus.WRONG_ANSWER, wrong);
        }
        if (!o.status().solved()) {
            return o;
        }
        // an empty answer is checked like any other: an empty plan is right for a level solved at its start, an empty
        // move list for a board of one colour
        try {
            String wrong = switch (genre) {
                case SUGURU -> suguru(o);
                case FLOODIT -> floodIt(o);
                case SOKOBAN -> plan(o, Game.SOKOBAN);
                case SNOWMAN -> plan(o, Game.SNOWMAN);
                case REACH -> ReachabilityCheck.path(maps.loadMap(PuzzleSource.file(Path.of(o.job().file()))), answer(o),
                        o.value());
            };
            return wrong == null ? o : o.withStatus(JobStatus.WRONG_ANSWER, wrong);
        } catch (InvalidInputException | IllegalArgumentException | IndexOutOfBoundsException e) {
            return o.withStatus(JobStatus.WRONG_ANSWER, "the answer cannot be read: " + e.getMessage());
        }
    }

    private String suguru(JobOutcome o) {
        if (answer(o).isBlank()) {
            return "solved without a grid to check";
        }
        SuguruPuzzle puzzle = suguru.loadPuzzle(PuzzleSource.file(Path.of(o.job().file())), null);
        String[] rows = o.answer().split("/");
        int cols = rows[0].trim().split(" +").length;
        int[] values = Arrays.stream(rows).flatMapToInt(r -> Arrays.stream(r.trim().split(" +")).mapToInt(Integer::parseInt))
                .toArray();
        if (values.length != rows.length * cols) {
            return "the grid's rows differ in length";
        }
        List<Violation> violations = SuguruVerifier.verify(puzzle, IntGrid.of(GridShape.of(rows.length, cols), values));
        return violations.isEmpty() ? null : violations.get(0).message();
    }

    private String plan(JobOutcome o, Game game) {
        JobSpec job = o.job();
        CheckPlanResult r = plans.check(new CheckPlanCommand(game, PuzzleSource.file(Path.of(job.file())), Math.max(job.part(), 1),
                answer(o)));
        if (!r.solved()) {
            return "the plan does not solve the level: " + (r.error() != null ? r.error() : "not solved at its end");
        }
        if (o.value() != null && r.objectMoves() != o.value()) {
            return "the plan makes " + r.objectMoves() + " " + (game == Game.SOKOBAN ? "pushes" : "ball moves")
                    + ", not " + o.value();
        }
        return null;
    }

    private String floodIt(JobOutcome o) {
        JobSpec job = o.job();
        FloodItSet set = floodItSets.computeIfAbsent(job.file(), f -> floodIt.loadFloodItSet(Path.of(f)));
        Board board = set.boards().get(job.part() - 1);
        int pivot = FloodItPivot.of(Path.of(job.file()).getFileName().toString(), board);
        List<Move> moves = answer(o).isBlank() ? List.of() : Arrays.stream(answer(o).split(",")).map(String::trim)
                .map(c -> new Move(pivot, Integer.parseInt(c))).toList();
        if (!Replay.play(board.graph(), Mode.FIXED, pivot, moves).flooded()) {
            return "the moves do not flood the board";
        }
        if (o.value() != null && moves.size() != o.value()) {
            return "the answer has " + moves.size() + " moves, not " + o.value();
        }
        int optimum = set.optimalLengths().size() >= job.part() ? set.optimalLengths().get(job.part() - 1) : -1;
        if (optimum >= 0 && (moves.size() < optimum || (o.status() == JobStatus.OPTIMAL && moves.size() != optimum))) {
            return moves.size() + " moves " + (o.status() == JobStatus.OPTIMAL ? "claimed optimal" : "")
                    + " against the published optimum " + optimum;
        }
        return null;
    }

    /** The answer as recorded; none is the empty answer. */
    private static String answer(JobOutcome o) {
        return o.answer() == null ? "" : o.answer();
    }
}
