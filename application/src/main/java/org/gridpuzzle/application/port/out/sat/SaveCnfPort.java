package org.gridpuzzle.application.port.out.sat;

import java.nio.file.Path;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.sat.Cnf;

/** Writes DIMACS (with {@code c <var> <name>} comments), whole or not at all. */
public interface SaveCnfPort {

    /**
     * Within the run's limits: a write that waits (a FIFO nobody reads) stops at the time limit or on cancellation
     * with {@link org.gridpuzzle.application.error.OutputStoppedException}.
     */
    void saveCnf(Path file, Cnf cnf, Limits limits);
}

