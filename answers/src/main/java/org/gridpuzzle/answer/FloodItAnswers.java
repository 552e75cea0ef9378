package org.gridpuzzle.answer;

import java.util.List;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItResult;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItResult;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItResult;
import org.gridpuzzle.application.port.in.floodit.ReduceVertexCoverResult;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItResult;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleResult;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.FloodItAnswer;
import org.gridpuzzle.format.floodit.MovesFormat;

/** The Flood-It operations' answer documents. */
public final class FloodItAnswers {

    private FloodItAnswers() {
    }

    /** @param palette the number of colours the board's colour numbers run over */
    public record Read(String source, String summary, int rows, int cols, int colours, int palette, int components,
            int[][] board) {
    }

    /**
     * @param algorithm the algorithm that ran ({@code search}, {@code two-row}, {@code beam}, ...)
     * @param choice why it ran ({@code general}, {@code two-rows}, {@code heuristic}, {@code forced}, ...)
     * @param exact whether its answer is proved optimal when it finishes
     * @param explanation the choice in words
     * @param moves the sequence in the moves format (Fixed: colour characters; Free: {@code row,col:colour} items),
     *     or null when a limit came before any; a stopped anytime search gives its best so far
     * @param lowerBound no sequence is shorter (the length itself when proved optimal)
     * @param gap moves above the lower bound (null without moves)
     * @param stopped what stopped the search first (time limit, memory budget, cancelled), or null
     */
    public record Solve(String source, String mode, String algorithm, String choice, boolean exact, String explanation,
            String moves, Integer length, int lowerBound, Integer gap, boolean optimal, String stopped, double millis) {
    }

    /**
     * The bounds of a position: Fixed ones at the pivot (each a lower bound on the moves left, {@code fixedLowerBound}
     * the best of them) and the Free one (colours present - 1).
     */
    public record Bound(int components, int fixedLowerBound, int fixedColoursLeft, int fixedFloodDistance,
            int fixedReleaseTimes, int freeLowerBound) {
    }

    /**
     * @param moves how many moves were legal and played
     * @param problem the first illegal move's problem, or null
     * @param after the position reached, as board text
     * @param bound its bounds (Fixed; null in Free mode)
     */
    public record Check(String source, boolean flooded, int moves, int coloursLeft, String problem, String after,
            int components, Bound bound) {
    }

    /** @param text the board in the board format */
    public record Generate(int rows, int cols, int colours, long seed, String text) {
    }

    /**
     * {@code floodit reduce-vc}'s answer: the Vertex-Cover board B_G of a graph (2 rows, {@code columns} wide) and what
     * it promises, a cover of k vertices exactly when {@code baseMoves + k} moves flood it.
     *
     * @param board the board's rows in the board format
     */
    public record ReduceVc(int columns, int colours, int baseMoves, int minimumCover, List<String> board) {
    }

    public static ReduceVc reduceVc(ReduceVertexCoverResult r) {
        return new ReduceVc(r.columns(), r.colours(), r.baseMoves(), r.minimumCover(), r.board().lines().toList());
    }

    public static Read read(PuzzleSource source, ReadPuzzleResult result) {
        Board b = ((Output.FloodItBoard) result.picture()).board();
        // counted on the cells: a board too large for its graph (sized only where an algorithm needs it) is still read
        return new Read(source.name(), result.summary(), b.shape().rows(), b.shape().cols(), b.coloursPresent(),
                b.palette(), b.components(), Cells.rows(b.colours()));
    }

    public static Solve solve(PuzzleSource source, SolveFloodItResult r) {
        FloodItAnswer a = r.answer();
        boolean moves = a.found() || a.hasBest(); // a stopped anytime search keeps its best sequence
        // a proved optimum is its own lower bound: no shorter sequence exists
        int bound = a.optimal() ? a.moves().size() : a.lowerBound();
        return new Solve(source.name(), Labels.of(r.mode()), Labels.of(r.choice().algorithm()),
                Labels.of(r.choice().reason()), r.choice().algorithm().exact(),
                FloodItAlgorithmText.explanation(r.board(), r.mode(), r.choice(), r.beam()),
                moves ? MovesFormat.write(a.moves(), r.mode(), r.board().shape()) : null, moves ? a.moves().size() : null,
                bound, moves ? a.moves().size() - bound : null, a.optimal(),
                a.found() ? null : a.stopped().description(), r.nanos() / 1e6);
    }

    public static Bound bound(BoundFloodItResult b) {
        return new Bound(b.components(), b.fixedLowerBound(), b.coloursLeft(), b.floodDistance(), b.releaseTimes(),
                b.freeBound());
    }

    public static Check check(PuzzleSource source, Mode mode, CheckFloodItResult r) {
        return new Check(source.name(), r.flooded(), r.moves(), r.coloursLeft(), r.error(), r.afterText(),
                r.afterBounds().components(), mode == Mode.FIXED ? bound(r.afterBounds()) : null);
    }

    public static Generate generate(int rows, int cols, int colours, long seed, GenerateFloodItResult r) {
        return new Generate(rows, cols, colours, seed, r.text());
    }
}
