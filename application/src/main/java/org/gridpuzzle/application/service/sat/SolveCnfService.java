package org.gridpuzzle.application.service.sat;

import org.gridpuzzle.domain.search.Limits;
import jakarta.inject.Inject;
import java.util.Arrays;
import org.gridpuzzle.application.port.in.sat.SolveCnfCommand;
import org.gridpuzzle.application.port.in.sat.SolveCnfResult;
import org.gridpuzzle.application.port.in.sat.SolveCnfUseCase;
import org.gridpuzzle.application.port.out.sat.LoadCnfPort;
import org.gridpuzzle.application.port.out.sat.SatBackend;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;
import org.gridpuzzle.domain.sat.internal.BudgetedSink;
import org.gridpuzzle.domain.sat.internal.UsedVariables;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.StoppedException;

/** Loads a CNF, solves it, and checks a model against the formula before reporting it. */
public final class SolveCnfService implements SolveCnfUseCase {

    private final LoadCnfPort cnfs;
    private final SelectSatSolverPort solvers;

    @Inject
    public SolveCnfService(LoadCnfPort cnfs, SelectSatSolverPort solvers) {
        this.cnfs = cnfs;
        this.solvers = solvers;
    }

    @Override
    public SolveCnfResult solve(SolveCnfCommand command) {
        Limits run = command.limits().startingNow(); // the limit covers reading and loading the formula too
        Cnf cnf = cnfs.loadCnf(command.source());
        SatBackend backend = solvers.select(command.solver());
        // the solver is told of the variables the clauses use, and the model spread back over the declared ones
        UsedVariables used = UsedVariables.of(cnf);
        // before the solver takes it: a formula larger than the budget is refused with its size, not half built
        command.limits().checkMemory("a formula of " + cnf.variableCount() + " variables (" + used.count() + " used) and "
                + cnf.clauseCount() + " clauses in " + backend.description(), backend.heapBytes(used.count(),
                cnf.literalCount(), cnf.clauseCount()) + (cnf.variableCount() + 1L) * 2);
        long start = System.nanoTime();
        try (SatSolver solver = backend.factory().create()) {
            try {
                used.copyTo(cnf, new BudgetedSink(solver, run.start()));
            } catch (StoppedException e) {
                return new SolveCnfResult(cnf.variableCount(), cnf.clauseCount(), backend.description(),
                        SatStatus.UNKNOWN, null, System.nanoTime() - start);
            }
            SatStatus status = solver.solve(run);
            boolean[] model = status == SatStatus.SAT ? used.model(solver.model()) : null;
            if (model != null && cnf.firstFalsified(model) != null) {
                throw new IllegalStateException(solver.name() + " returned a model that falsifies "
                        + Arrays.toString(cnf.firstFalsified(model)));
            }
            return new SolveCnfResult(cnf.variableCount(), cnf.clauseCount(), backend.description(), status, model,
                    System.nanoTime() - start);
        }
    }
}

