package org.gridpuzzle.sat4j;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.fixtures.Formulas;
import org.junit.jupiter.api.Test;

/**
 * Sat4j keeps limits that are almost or wholly spent when the solve begins: an expiry that lands before
 * isSatisfiable arms its own timer used to be undone by it, and a formula built to the end of its time limit was then
 * solved without one.
 */
class Sat4jLimitsTest {

    private static long solveMillis(Limits limits) {
        try (Sat4jSolver solver = new Sat4jSolver()) {
            Formulas.pigeonhole(11).copyTo(solver); // minutes for Sat4j
            long t0 = System.nanoTime();
            assertThat(solver.solve(limits)).isEqualTo(SatStatus.UNKNOWN);
            return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
        }
    }

    @Test
    void a_spent_limit_answers_unknown_at_once() {
        assertThat(solveMillis(Limits.none().withTimeLimit(Duration.ZERO))).isLessThan(5_000);
        assertThat(solveMillis(Limits.none().withCancellation(() -> true))).isLessThan(5_000);
    }

    @Test
    void limits_of_a_millisecond_or_two_are_kept_every_time() {
        for (int i = 0; i < 30; i++) {
            // loose bound: a loaded machine may be slow, but an unkept limit would run for minutes
            assertThat(solveMillis(Limits.none().withTimeLimit(Duration.ofMillis(i % 3)))).isLessThan(10_000);
        }
    }

    @Test
    void closing_a_solver_does_not_walk_its_formula() {
        // Sat4j's reset() took a tenth of the building time (0.8 s on a 150x150 Snowman field's formula), after the
        // limit or Ctrl-C had stopped the run: a ratio, so that a busy machine slows both sides alike
        Sat4jSolver solver = new Sat4jSolver();
        int n = 1 << 18;
        long t0 = System.nanoTime();
        solver.addVariables(n);
        for (int v = 1; v < n; v++) {
            solver.addClause(-v, v + 1);
            solver.addClause(v, -(v + 1), v * 7 % n + 1);
        }
        long built = System.nanoTime() - t0;
        long t1 = System.nanoTime();
        solver.close();
        long closed = System.nanoTime() - t1;
        assertThat(closed).as("close %d µs against %d µs of building", closed / 1000, built / 1000)
                .isLessThan(built / 50);
    }
}
