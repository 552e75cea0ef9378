package org.gridpuzzle.application.port.in.floodit;

import org.gridpuzzle.domain.floodit.Board;

/** The board and its text in the board format. */
public record GenerateFloodItResult(Board board, String text) {
}

