package org.gridpuzzle.application.port.in.floodit;

import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.AlgorithmChoice;
import org.gridpuzzle.domain.floodit.FloodItAnswer;
import org.gridpuzzle.domain.grid.Position;

/**
 * @param choice the algorithm that ran and why it was chosen
 * @param beam the beam width (when the choice is beam search)
 * @param answer its moves (replayed before they are returned), lower bound and optimality
 */
public record SolveFloodItResult(Board board, Mode mode, Position pivot, AlgorithmChoice choice, int beam,
        FloodItAnswer answer, long nanos) {
}

