package org.gridpuzzle.application.port.in.floodit;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.search.Limits;

/** Flood a board in as few moves as possible: exact (proved optimal) or heuristic, Fixed or Free. */
public interface SolveFloodItUseCase {

    SolveFloodItResult solve(SolveFloodItCommand command);

    /**
     * @param line 1-based line of a one-board-per-line file, or null
     * @param pivot the Fixed pivot, or null for the top-left cell
     * @param exact true: exact search; false: beam search (Fixed) or greedy (Free)
     * @param beam beam width of the Fixed heuristic
     * @param algorithm the exact Free solver (AUTO picks from the board)
     */
    record SolveFloodItCommand(Path file, Integer line, Mode mode, Position pivot, boolean exact, int beam, Limits limits,
            FreeAlgorithm algorithm) {
        public SolveFloodItCommand {
            Objects.requireNonNull(file, "file");
            mode = mode == null ? Mode.FIXED : mode;
            algorithm = algorithm == null ? FreeAlgorithm.AUTO : algorithm;
            limits = limits == null ? Limits.none() : limits;
            if (beam < 1) {
                throw new org.gridpuzzle.application.error.InvalidInputException(null, "--beam must be at least 1");
            }
        }
    }

    /**
     * @param moves the moves (Fixed: all at the pivot), empty when stopped
     * @param stopped why a limit ended the search first, or null
     * @param explanation which algorithm ran and why
     */
    record SolveFloodItResult(Board board, Mode mode, Position pivot, String algorithm, List<Move> moves, int lowerBound,
            boolean optimal, String stopped, long nanos, String explanation) {
        public SolveFloodItResult {
            moves = List.copyOf(moves);
        }
    }
}
