package org.gridpuzzle.application.port.in.floodit;

import org.gridpuzzle.application.input.PuzzleSource;
import java.util.Objects;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.ExactAlgorithm;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.search.Limits;

/**
 * @param line 1-based line of a one-board-per-line file, or null
 * @param pivot the Fixed pivot, or null for the top-left cell
 * @param exact true: exact search; false: beam search (Fixed) or greedy (Free)
 * @param beam beam width of the Fixed heuristic (at least 1)
 * @param algorithm the exact algorithm asked for ({@link ExactAlgorithm#AUTO}: the board decides)
 */
public record SolveFloodItCommand(PuzzleSource source, Integer line, Mode mode, Position pivot, boolean exact, int beam,
        Limits limits, ExactAlgorithm algorithm) {

    /** The beam width every front end gives the Fixed heuristic unless asked otherwise. */
    public static final int DEFAULT_BEAM = 200;

    public SolveFloodItCommand {
        Objects.requireNonNull(source, "source");
        mode = mode == null ? Mode.FIXED : mode;
        algorithm = algorithm == null ? ExactAlgorithm.AUTO : algorithm;
        limits = limits == null ? Limits.none() : limits;
        FloodItOperation.SOLVE.field("beam").check(beam);
    }
}

