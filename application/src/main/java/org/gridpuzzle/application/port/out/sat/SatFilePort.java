package org.gridpuzzle.application.port.out.sat;

import java.nio.file.Path;
import org.gridpuzzle.domain.reachability.MarkedGridMap;
import org.gridpuzzle.domain.sat.Cnf;

/** DIMACS files and grid maps. */
public interface SatFilePort {

    /** @throws org.gridpuzzle.application.error.InvalidInputException naming file and line */
    Cnf loadCnf(Path file);

    /** Writes DIMACS (with {@code c <var> <name>} comments), whole or not at all. */
    void saveCnf(Path file, Cnf cnf);

    MarkedGridMap loadMap(Path file);
}
