package org.gridpuzzle.answer;

import java.util.List;
import java.util.Optional;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.floodit.CellMove;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItResult;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItResult;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItResult;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityResult;
import org.gridpuzzle.application.port.in.suguru.ExplainSuguruResult;
import org.gridpuzzle.application.port.in.suguru.GenerateSuguruResult;
import org.gridpuzzle.application.port.in.suguru.SolveSuguruResult;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.suguru.HintStep;
import org.gridpuzzle.domain.suguru.SolveOutcome;

/**
 * Which picture each answer has, decided once: the command line's {@code -o FILE.svg} (or {@code .png}) and the web's
 * {@code svg} draw the same one. (Reading, verifying and planning have theirs in their results already.)
 */
public final class AnswerPictures {

    private AnswerPictures() {
    }

    /** The solved grid, or the puzzle as given when there is no solution. */
    public static Output suguruSolve(SolveSuguruResult result) {
        IntGrid grid = result.outcome() instanceof SolveOutcome.Solved s ? s.solution() : result.puzzle().givens();
        return new Output.SuguruGrid(result.puzzle(), grid, List.of());
    }

    /**
     * A hint as its one step: the grid after it, its cells and reasons, the pencil marks it starts from and what it
     * strikes out; a whole explanation a step per frame (an animated SVG, a filmstrip; as text, the solved grid); the
     * puzzle as given when there is no step.
     */
    public static Output suguruExplain(ExplainSuguruResult result, boolean hint) {
        List<HintStep> steps = result.steps().orElse(List.of());
        if (steps.isEmpty()) {
            return new Output.SuguruGrid(result.puzzle(), result.puzzle().givens(), List.of());
        }
        if (!hint) {
            return new Output.SuguruSteps(result.puzzle(), steps);
        }
        HintStep step = steps.get(0);
        IntGrid grid = new Output.SuguruSteps(result.puzzle(), steps).after(1);
        return new Output.SuguruGrid(result.puzzle(), grid, List.of(), step.targets(), step.because(),
                step.candidates(), step.placement() ? List.of() : step.values());
    }

    /** The generated puzzle, givens only; none when the generator stopped first. */
    public static Optional<Output> suguruGenerate(GenerateSuguruResult result) {
        return result.generated().map(g -> new Output.SuguruGrid(g.puzzle(), g.puzzle().givens(), List.of()));
    }

    /** The sequence found, move by move (the board alone when there is none); the pivot only in Fixed mode. */
    public static Output floodItSolve(SolveFloodItResult result) {
        return new Output.FloodItMoves(result.board(), result.mode(), result.mode() == Mode.FIXED ? result.pivot() : null,
                result.answer().moves());
    }

    /**
     * The replay of the legal moves, move by move.
     *
     * @param pivot the Fixed pivot asked for, or null for the top-left cell
     * @param moves the moves as given (the legal ones are drawn)
     */
    public static Output floodItCheck(CheckFloodItResult result, Mode mode, Position pivot, List<CellMove> moves) {
        Position at = pivot == null ? Position.of(0, 0) : pivot;
        Board board = result.board();
        int pivotVertex = board.vertex(at);
        List<Move> played = moves.subList(0, Math.min(result.moves(), moves.size())).stream()
                .map(m -> new Move(m.cell() == null ? pivotVertex : board.vertex(m.cell()), m.colour())).toList();
        return new Output.FloodItMoves(board, mode, mode == Mode.FIXED ? at : null, played);
    }

    /** The generated board. */
    public static Output floodItGenerate(GenerateFloodItResult result) {
        return new Output.FloodItBoard(result.board());
    }

    /** The map, the path found, and for the tree encoding the component reached. */
    public static Output reach(CheckReachabilityResult result) {
        return new Output.Reachability(result.map(), result.from(), result.to(), result.path().orElse(List.of()),
                result.encoding() == EncodingKind.TREE ? result.component() : List.of());
    }
}
