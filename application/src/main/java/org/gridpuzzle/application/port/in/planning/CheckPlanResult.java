package org.gridpuzzle.application.port.in.planning;

import org.gridpuzzle.application.output.Output;

/**
 * @param error the first illegal move's problem, or null
 * @param failedAt its 1-based index, 0 when none
 * @param left what still keeps the level unsolved (empty when solved)
 * @param after the position after the last legal move, drawn as level text
 * @param answer the level with the legal moves of the plan, to save or draw
 */
public record CheckPlanResult(String title, boolean solved, int moves, int objectMoves, String error, int failedAt,
        String left, String after, Output answer) {
}

