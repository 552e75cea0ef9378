package org.gridpuzzle.adapter.sat;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.sat4j.Sat4jSolver;
import org.gridpuzzle.domain.sat.internal.Cardinality;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;

/** Every cardinality encoding accepts exactly the assignments with the right count (all 2^n of them). */
class CardinalityTest {

    enum Kind { AMO_PAIRWISE, AMO_SEQUENTIAL, EXACTLY_ONE, AT_MOST_K, AT_LEAST_K, EXACTLY_K }

    @Property(tries = 120)
    void accepts_exactly_the_right_counts(@ForAll @IntRange(min = 1, max = 7) int n, @ForAll @IntRange(min = 0, max = 8) int k,
            @ForAll Kind kind) {
        try (Sat4jSolver solver = new Sat4jSolver()) {
            int[] x = new int[n];
            for (int i = 0; i < n; i++) {
                x[i] = solver.newVariable();
            }
            switch (kind) {
                case AMO_PAIRWISE -> Cardinality.atMostOnePairwise(solver, x);
                case AMO_SEQUENTIAL -> Cardinality.atMostOneSequential(solver, x);
                case EXACTLY_ONE -> Cardinality.exactlyOne(solver, x);
                case AT_MOST_K -> Cardinality.atMostK(solver, k, x);
                case AT_LEAST_K -> Cardinality.atLeastK(solver, k, x);
                case EXACTLY_K -> Cardinality.exactlyK(solver, k, x);
            }
            for (int mask = 0; mask < 1 << n; mask++) {
                int[] assumptions = new int[n];
                for (int i = 0; i < n; i++) {
                    assumptions[i] = (mask >> i & 1) == 1 ? x[i] : -x[i];
                }
                int count = Integer.bitCount(mask);
                boolean expected = switch (kind) {
                    case AMO_PAIRWISE, AMO_SEQUENTIAL -> count <= 1;
                    case EXACTLY_ONE -> count == 1;
                    case AT_MOST_K -> count <= k;
                    case AT_LEAST_K -> count >= k;
                    case EXACTLY_K -> count == k;
                };
                assertThat(solver.solve(assumptions, Limits.none())).as("%s n=%d k=%d mask=%s", kind, n, k,
                        Integer.toBinaryString(mask)).isEqualTo(expected ? SatStatus.SAT : SatStatus.UNSAT);
            }
        }
    }
}
