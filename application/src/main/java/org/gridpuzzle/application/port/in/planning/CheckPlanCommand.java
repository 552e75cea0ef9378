package org.gridpuzzle.application.port.in.planning;

import org.gridpuzzle.application.input.PuzzleSource;
import java.util.Objects;

/** @param level 1-based level of a Sokoban file (ignored for Snowman) */
public record CheckPlanCommand(Game game, PuzzleSource source, int level, String moves) {

    public CheckPlanCommand {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(moves, "moves");
    }
}

