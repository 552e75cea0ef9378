package org.gridpuzzle.application.port.out.sat;

import org.gridpuzzle.domain.sat.SatSolverFactory;

/** SAT back-ends by name: {@code sat4j} (embedded, the default), {@code auto}, or a solver command line. */
public interface SatBackendPort {

    /**
     * @param spec null or {@code sat4j} for the embedded solver; {@code auto} for the first of kissat,
     *        cadical, minisat on the PATH (else sat4j); otherwise a command line such as {@code "cadical -q"}
     * @throws org.gridpuzzle.application.error.InvalidInputException when the command cannot be found
     */
    SatSolverFactory factory(String spec);

    /** A short description of what {@code spec} runs, for output. */
    String describe(String spec);
}
