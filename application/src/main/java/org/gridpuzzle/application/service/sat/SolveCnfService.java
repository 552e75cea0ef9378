package org.gridpuzzle.application.service.sat;

import jakarta.inject.Inject;
import org.gridpuzzle.application.port.in.sat.SolveCnfUseCase;
import org.gridpuzzle.application.port.out.sat.SatBackendPort;
import org.gridpuzzle.application.port.out.sat.SatFilePort;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatStatus;

/** Loads a CNF, solves it, and checks a model against the formula before reporting it. */
public final class SolveCnfService implements SolveCnfUseCase {

    private final SatFilePort files;
    private final SatBackendPort backends;

    @Inject
    public SolveCnfService(SatFilePort files, SatBackendPort backends) {
        this.files = files;
        this.backends = backends;
    }

    @Override
    public SolveCnfResult solve(SolveCnfCommand command) {
        Cnf cnf = files.loadCnf(command.file());
        long start = System.nanoTime();
        try (SatSolver solver = backends.factory(command.solver()).create()) {
            cnf.copyTo(solver);
            SatStatus status = solver.solve(command.limits());
            boolean[] model = status == SatStatus.SAT ? solver.model() : null;
            if (model != null && cnf.firstFalsified(model) != null) {
                throw new IllegalStateException(solver.name() + " returned a model that falsifies "
                        + java.util.Arrays.toString(cnf.firstFalsified(model)));
            }
            return new SolveCnfResult(cnf.variableCount(), cnf.clauseCount(), backends.describe(command.solver()), status,
                    model, System.nanoTime() - start);
        }
    }
}
