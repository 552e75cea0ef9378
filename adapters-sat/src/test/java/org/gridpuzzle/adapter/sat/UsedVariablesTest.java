package org.gridpuzzle.adapter.sat;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Random;
import java.util.TreeSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.gridpuzzle.sat4j.Sat4jSolver;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.sat.internal.UsedVariables;
import org.gridpuzzle.domain.search.Limits;
import org.junit.jupiter.api.Test;

/**
 * Formulas whose clauses use a few of many declared variables, solved by Sat4j told only of the used ones: the same
 * answer as brute force over the used variables, and the model spread back satisfies the formula as declared.
 */
class UsedVariablesTest {

    @Property(tries = 300)
    void a_formula_solved_over_its_used_variables_agrees_with_brute_force(@ForAll long seed) {
        Random random = new Random(seed);
        int declared = 1 + random.nextInt(random.nextBoolean() ? 12 : 100_000);
        Cnf cnf = new Cnf(declared);
        TreeSet<Integer> pool = new TreeSet<>();
        while (pool.size() < Math.min(declared, 1 + random.nextInt(8))) {
            pool.add(1 + random.nextInt(declared));
        }
        Integer[] vars = pool.toArray(new Integer[0]);
        int clauses = random.nextInt(12);
        for (int i = 0; i < clauses; i++) {
            int[] c = new int[1 + random.nextInt(3)];
            for (int j = 0; j < c.length; j++) {
                c[j] = vars[random.nextInt(vars.length)] * (random.nextBoolean() ? 1 : -1);
            }
            cnf.addClause(c);
        }
        UsedVariables used = UsedVariables.of(cnf);
        assertThat(used.count()).isLessThanOrEqualTo(vars.length);
        try (SatSolver solver = new Sat4jSolver()) {
            used.copyTo(cnf, solver);
            SatStatus status = solver.solve(Limits.none().withTimeLimit(Duration.ofSeconds(30)));
            assertThat(status).isEqualTo(bruteForce(cnf, vars) ? SatStatus.SAT : SatStatus.UNSAT);
            if (status == SatStatus.SAT) {
                boolean[] model = used.model(solver.model());
                assertThat(model).hasSize(declared + 1);
                assertThat(cnf.firstFalsified(model)).isNull();
            }
        }
    }

    @Test
    void a_header_of_two_to_the_24_variables_over_one_clause_tells_the_solver_of_one() {
        Cnf cnf = new Cnf(1 << 24);
        cnf.addClause(1 << 24);
        UsedVariables used = UsedVariables.of(cnf);
        assertThat(used.count()).isEqualTo(1);
        try (SatSolver solver = new Sat4jSolver()) {
            used.copyTo(cnf, solver);
            assertThat(solver.variableCount()).isEqualTo(1);
            assertThat(solver.solve(Limits.none())).isEqualTo(SatStatus.SAT);
            assertThat(used.model(solver.model())[1 << 24]).isTrue();
        }
    }

    private static boolean bruteForce(Cnf cnf, Integer[] vars) {
        for (int mask = 0; mask < 1 << vars.length; mask++) {
            boolean[] model = new boolean[cnf.variableCount() + 1];
            for (int i = 0; i < vars.length; i++) {
                model[vars[i]] = (mask >> i & 1) == 1;
            }
            if (cnf.firstFalsified(model) == null) {
                return true;
            }
        }
        return false;
    }
}
