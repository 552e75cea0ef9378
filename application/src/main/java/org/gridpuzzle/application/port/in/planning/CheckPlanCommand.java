package org.gridpuzzle.application.port.in.planning;

import java.nio.file.Path;
import java.util.Objects;

/** @param level 1-based level of a Sokoban file (ignored for Snowman) */
public record CheckPlanCommand(Game game, Path file, int level, String moves) {

    public CheckPlanCommand {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(moves, "moves");
    }
}

