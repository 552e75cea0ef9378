package org.gridpuzzle.application.port.in.floodit;

import org.gridpuzzle.application.input.PuzzleSource;
import java.util.List;
import java.util.Objects;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.grid.Position;

/** @param pivot the Fixed pivot, or null for the top-left cell */
public record CheckFloodItCommand(PuzzleSource source, Integer line, Mode mode, Position pivot, List<CellMove> moves) {

    public CheckFloodItCommand {
        Objects.requireNonNull(source, "source");
        mode = mode == null ? Mode.FIXED : mode;
        moves = List.copyOf(moves);
    }
}

