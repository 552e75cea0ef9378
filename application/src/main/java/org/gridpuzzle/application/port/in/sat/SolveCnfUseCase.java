package org.gridpuzzle.application.port.in.sat;

/** Solve a DIMACS file with the embedded or an external solver; a model is checked against the formula. */
public interface SolveCnfUseCase {

    SolveCnfResult solve(SolveCnfCommand command);
}

