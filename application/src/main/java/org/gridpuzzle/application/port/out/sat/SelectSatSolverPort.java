package org.gridpuzzle.application.port.out.sat;

/** SAT back-ends by name: the embedded one, the best one installed, or a solver command line. */
public interface SelectSatSolverPort {

    /**
     * @param spec null or {@code sat4j} for the embedded solver; {@code auto} for the strongest solver on the PATH;
     *        otherwise a command line such as {@code "cadical -q"}
     * @throws org.gridpuzzle.domain.sat.SatSolverException when the command cannot be found
     */
    SatBackend select(String spec);
}

