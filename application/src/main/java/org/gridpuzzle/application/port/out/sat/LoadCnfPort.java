package org.gridpuzzle.application.port.out.sat;

import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.domain.sat.Cnf;

/** Reads a DIMACS CNF formula. */
public interface LoadCnfPort {

    /** @throws org.gridpuzzle.application.error.InvalidInputException naming file and line */
    Cnf loadCnf(PuzzleSource source);
}

