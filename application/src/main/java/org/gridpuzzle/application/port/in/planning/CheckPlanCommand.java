package org.gridpuzzle.application.port.in.planning;

import org.gridpuzzle.application.input.PuzzleSource;
import java.util.Objects;

/**
 * @param level 1-based level of a Sokoban file (ignored for Snowman, and when a title names the level)
 * @param levelTitle the Sokoban level named by its title instead ({@code --level 'SE 42a'}), or null
 */
public record CheckPlanCommand(Game game, PuzzleSource source, int level, String moves, String levelTitle) {

    public CheckPlanCommand {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(moves, "moves");
    }

    /** A level named by its number. */
    public CheckPlanCommand(Game game, PuzzleSource source, int level, String moves) {
        this(game, source, level, moves, null);
    }
}
