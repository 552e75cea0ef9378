package org.gridpuzzle.application.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;
import org.junit.jupiter.api.Test;

/** The test SAT solver against every assignment, on random small formulas around the satisfiability threshold. */
class DpllSolverTest {

    @Test
    void agrees_with_brute_force_and_its_models_satisfy_the_formula() {
        Random random = new Random(5);
        for (int trial = 0; trial < 400; trial++) {
            int vars = 1 + random.nextInt(9);
            int clauses = random.nextInt(5 * vars);
            Cnf cnf = new Cnf(vars);
            for (int c = 0; c < clauses; c++) {
                int[] clause = new int[1 + random.nextInt(3)];
                for (int i = 0; i < clause.length; i++) {
                    clause[i] = (1 + random.nextInt(vars)) * (random.nextBoolean() ? 1 : -1);
                }
                cnf.addClause(clause);
            }
            List<Integer> assumptions = new ArrayList<>();
            if (random.nextBoolean()) {
                assumptions.add((1 + random.nextInt(vars)) * (random.nextBoolean() ? 1 : -1));
            }
            DpllSolver solver = new DpllSolver();
            cnf.copyTo(solver);
            int[] assumed = assumptions.stream().mapToInt(Integer::intValue).toArray();
            SatStatus status = solver.solve(assumed, Limits.none());
            assertThat(status).as("trial %d", trial).isEqualTo(bruteForce(cnf, assumed) ? SatStatus.SAT : SatStatus.UNSAT);
            if (status == SatStatus.SAT) {
                assertThat(cnf.firstFalsified(solver.model())).isNull();
                for (int a : assumed) {
                    assertThat(solver.value(Math.abs(a))).isEqualTo(a > 0);
                }
            }
        }
    }

    private static boolean bruteForce(Cnf cnf, int[] assumptions) {
        int n = cnf.variableCount();
        for (long bits = 0; bits < 1L << n; bits++) {
            boolean[] model = new boolean[n + 1];
            for (int v = 1; v <= n; v++) {
                model[v] = (bits >> (v - 1) & 1) == 1;
            }
            boolean ok = cnf.firstFalsified(model) == null;
            for (int a : assumptions) {
                ok &= model[Math.abs(a)] == a > 0;
            }
            if (ok) {
                return true;
            }
        }
        return false;
    }
}
