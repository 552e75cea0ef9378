package org.gridpuzzle.application.port.in.floodit;

/** Replay a move sequence and say whether it floods the board. */
public interface CheckFloodItUseCase {

    CheckFloodItResult check(CheckFloodItCommand command);
}

