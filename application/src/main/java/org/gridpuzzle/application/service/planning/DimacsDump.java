package org.gridpuzzle.application.service.planning;

import java.nio.file.Path;
import java.util.Locale;
import org.gridpuzzle.application.port.out.sat.SaveCnfPort;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;

/**
 * {@code --dimacs DIR}: solvers that also keep their formula and write it, with the call's assumptions as
 * unit clauses, to {@code DIR/<level>-<call>.cnf} before each solve, so any solver can be run on exactly
 * what ours saw.
 */
final class DimacsDump implements SatSolverFactory {

    private final SatSolverFactory inner;
    private final SaveCnfPort files;
    private final Path dir;
    private final String stem;
    private int calls;

    DimacsDump(SatSolverFactory inner, SaveCnfPort files, Path dir, String stem) {
        this.inner = inner;
        this.files = files;
        this.dir = dir;
        this.stem = stem;
    }

    @Override
    public SatSolver create() {
        return new Recording(inner.create());
    }

    private final class Recording implements SatSolver {
        private final SatSolver solver;
        private final Cnf cnf = new Cnf();

        Recording(SatSolver solver) {
            this.solver = solver;
        }

        @Override
        public String name() {
            return solver.name();
        }

        @Override
        public int newVariable() {
            cnf.newVariable();
            return solver.newVariable();
        }

        @Override
        public void addClause(int... literals) {
            cnf.addClause(literals);
            solver.addClause(literals);
        }

        @Override
        public int variableCount() {
            return solver.variableCount();
        }

        @Override
        public SatStatus solve(int[] assumptions, Limits limits) {
            Cnf out = new Cnf(cnf.variableCount());
            cnf.copyTo(out);
            for (int a : assumptions) {
                out.addClause(a);
            }
            calls++;
            files.saveCnf(dir.resolve(String.format(Locale.ROOT, "%s-%03d.cnf", stem, calls)), out, limits);
            return solver.solve(assumptions, limits);
        }

        @Override
        public boolean value(int variable) {
            return solver.value(variable);
        }

        @Override
        public boolean[] model() {
            return solver.model();
        }

        @Override
        public int[] failedAssumptions() {
            return solver.failedAssumptions();
        }

        @Override
        public boolean incremental() {
            return solver.incremental();
        }

        @Override
        public void close() {
            solver.close();
        }
    }
}
