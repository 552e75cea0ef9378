package org.gridpuzzle.sat4j;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.fixtures.Formulas;
import org.junit.jupiter.api.Test;

/**
 * The jar on its own, as a library user meets it: Sat4j agrees with trying every assignment on small random formulas
 * near the threshold, its models satisfy every clause, and under assumptions it answers as the formula with those
 * literals added would, naming only assumptions among the failed ones.
 */
class Sat4jSolverTest {

    @Test
    void answers_as_trying_every_assignment_does() {
        Random random = new Random(69);
        int satisfiable = 0;
        for (int trial = 0; trial < 300; trial++) {
            int variables = 3 + random.nextInt(10);
            Cnf cnf = Formulas.random3Sat(variables, (int) (4.3 * variables), random.nextLong());
            int[] assumptions = trial % 2 == 0 ? new int[0]
                    : new int[] {random.nextBoolean() ? 1 : -1, random.nextBoolean() ? 2 : -2};
            boolean expected = bruteForce(cnf, assumptions);
            try (Sat4jSolver solver = new Sat4jSolver()) {
                cnf.copyTo(solver);
                SatStatus status = solver.solve(assumptions, Limits.none());
                assertThat(status).as("trial %d", trial).isEqualTo(expected ? SatStatus.SAT : SatStatus.UNSAT);
                if (expected) {
                    satisfiable++;
                    boolean[] model = solver.model();
                    assertThat(satisfies(cnf, model, assumptions)).as("the model of trial %d", trial).isTrue();
                } else if (assumptions.length > 0) {
                    for (int failed : solver.failedAssumptions()) {
                        assertThat(assumptions).contains(failed);
                    }
                }
            }
        }
        assertThat(satisfiable).as("both answers met").isBetween(30, 270);
    }

    @Test
    void pigeonhole_is_unsatisfiable() {
        try (Sat4jSolver solver = new Sat4jSolver()) {
            Formulas.pigeonhole(5).copyTo(solver);
            assertThat(solver.solve(Limits.none())).isEqualTo(SatStatus.UNSAT);
        }
    }

    private static boolean bruteForce(Cnf cnf, int[] assumptions) {
        int n = cnf.variableCount();
        boolean[] model = new boolean[n + 1];
        for (long bits = 0; bits < 1L << n; bits++) {
            for (int v = 1; v <= n; v++) {
                model[v] = (bits >>> (v - 1) & 1) != 0;
            }
            if (satisfies(cnf, model, assumptions)) {
                return true;
            }
        }
        return false;
    }

    private static boolean satisfies(Cnf cnf, boolean[] model, int[] assumptions) {
        for (int[] clause : cnf.clauses()) {
            if (Arrays.stream(clause).noneMatch(l -> model[Math.abs(l)] == l > 0)) {
                return false;
            }
        }
        return Arrays.stream(assumptions).allMatch(l -> model[Math.abs(l)] == l > 0);
    }
}
