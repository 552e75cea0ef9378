package org.gridpuzzle.application.port.in.suguru;

/** Which Suguru solver to run; {@code AUTO} picks {@code STRIP} for one-row or one-column grids, else {@code FAST}. */
public enum SolverChoice {
    AUTO, FAST, PAPER, STRIP, SAT
}

