package org.gridpuzzle.application.port.in.floodit;

/** Flood a board in as few moves as possible: exact (proved optimal) or heuristic, Fixed or Free. */
public interface SolveFloodItUseCase {

    SolveFloodItResult solve(SolveFloodItCommand command);
}

