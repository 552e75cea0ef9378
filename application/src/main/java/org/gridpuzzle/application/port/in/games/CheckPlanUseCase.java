package org.gridpuzzle.application.port.in.games;

import java.nio.file.Path;

/** Replays a LURD plan on a Sokoban or Snowman level: solved, not solved (what is left), or where it fails. */
public interface CheckPlanUseCase {

    enum Game { SOKOBAN, SNOWMAN }

    CheckPlanResult check(CheckPlanCommand command);

    /** @param level 1-based level of a Sokoban file (ignored for Snowman) */
    record CheckPlanCommand(Game game, Path file, int level, String moves) {
    }

    /**
     * @param error the first illegal move's problem, or null
     * @param failedAt its 1-based index, 0 when none
     * @param left what still keeps the level unsolved (empty when solved)
     * @param after the position after the last legal move, drawn as level text
     */
    record CheckPlanResult(String title, boolean solved, int moves, int objectMoves, String error, int failedAt, String left,
            String after) {
    }
}
