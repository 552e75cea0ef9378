package org.gridpuzzle.application.port.out.sat;

import java.nio.file.Path;
import org.gridpuzzle.domain.sat.Cnf;

/** Writes DIMACS (with {@code c <var> <name>} comments), whole or not at all. */
public interface SaveCnfPort {

    void saveCnf(Path file, Cnf cnf);
}

