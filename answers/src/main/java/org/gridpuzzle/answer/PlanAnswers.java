package org.gridpuzzle.answer;

import org.gridpuzzle.domain.planning.PlanOutcome;
import org.gridpuzzle.domain.planning.PlanOptions;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.planning.CheckPlanResult;
import org.gridpuzzle.application.port.in.planning.Game;
import org.gridpuzzle.application.port.in.planning.LevelPlan;
import org.gridpuzzle.application.port.in.planning.PlanGameResult;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleResult;

/** The planning games' answer documents (Sokoban and Snowman alike; {@code game} says which). */
public final class PlanAnswers {

    private PlanAnswers() {
    }

    /** @param levels the titles of the file's levels (a Snowman file has one) */
    public record Read(String source, String game, String summary, List<String> levels) {
    }

    /**
     * One level's plan.
     *
     * @param moves the plan in LURD (upper case: a push or a ball move), or null without one
     * @param objectMoves its pushes (Sokoban) or ball moves (Snowman), or null without a plan
     * @param length its moves in all, walks included, or null without a plan
     * @param lowerBound what the search proved: no plan has fewer object moves; null when no plan exists at all
     * @param noPlanExists proved that no plan solves the level ({@code stopped} says how)
     * @param stopped why there is no (optimal) plan yet, or null
     * @param nodes the nodes the state searches expanded (what {@code --nodes} limits; fess's count is the one the FESS
     *     papers give per level, the same on any machine), or null when no state search ran (SAT alone)
     * @param badInput for a level of the collection that could not be read (the others are planned), the bad input it
     *     is, naming file, line and column; null for a level read
     */
    public record Level(int level, String title, String moves, Integer objectMoves, Integer length, boolean optimal,
            Integer lowerBound, boolean noPlanExists, String stopped, Long nodes, int solverCalls, double solverMillis,
            int variables, long clauses, double millis, String badInput) {
    }

    /**
     * @param objectUnit what an object move is: {@code pushes} (Sokoban) or {@code ball moves} (Snowman)
     * @param strategy and {@code encoding}: ours (null for an external planner, which its solver names)
     */
    public record Solve(String source, String game, String objectUnit, String strategy, String encoding, String solver,
            List<Level> levels) {
    }

    /**
     * @param problem the first illegal move's problem, or null; {@code failedAt} its index from 1 (null when none)
     * @param left what keeps the level unsolved (null when solved)
     * @param after the position after the last legal move, as level text
     */
    public record Check(String source, String game, String title, boolean solved, int moves, int objectMoves,
            String problem, Integer failedAt, String left, String after) {
    }

    public static Read read(PuzzleSource source, Game game, ReadPuzzleResult result) {
        return new Read(source.name(), label(game), result.summary(), result.levels());
    }

    public static Solve solve(PuzzleSource source, Game game, PlanOptions options, PlanGameResult result) {
        List<Level> levels = result.levels().stream().map(PlanAnswers::level).toList();
        // a model back-end has no strategy or encoding of ours: its solver names the model
        return new Solve(source.name(), label(game), unit(game), result.encoding() == null ? null
                : options.strategy().label(), result.encoding() == null ? null : result.encoding().label(),
                result.solver(), levels);
    }

    public static Check check(PuzzleSource source, Game game, CheckPlanResult r) {
        return new Check(source.name(), label(game), r.title(), r.solved(), r.moves(), r.objectMoves(), r.error(),
                r.failedAt() == 0 ? null : r.failedAt(), r.left() == null || r.left().isEmpty() ? null : r.left(),
                r.after());
    }

    /** What a game's object moves are called. */
    public static String unit(Game game) {
        return game == Game.SOKOBAN ? "pushes" : "ball moves";
    }

    private static Level level(LevelPlan p) {
        PlanOutcome o = p.outcome();
        return new Level(p.index(), p.title(), p.solved() ? o.moves() : null, p.solved() ? o.objectMoves() : null,
                p.solved() ? o.moves().length() : null, o.optimal(), o.noPlanExists() ? null : o.lowerBound(),
                o.noPlanExists(), o.stopped(), o.searched() ? o.nodes() : null, o.calls(), o.solverNanos() / 1e6,
                o.variables(), o.clauses(), p.nanos() / 1e6, p.badInput());
    }

    private static String label(Game game) {
        return game.name().toLowerCase(Locale.ROOT);
    }
}
