package org.gridpuzzle.application.port.out.sat;

import java.nio.file.Path;
import org.gridpuzzle.domain.sat.Cnf;

/** Reads a DIMACS CNF file. */
public interface LoadCnfPort {

    /** @throws org.gridpuzzle.application.error.InvalidInputException naming file and line */
    Cnf loadCnf(Path file);
}

