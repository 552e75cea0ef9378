package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Limits;

/**
 * Each propagation rule alone, all of them together, and probing with constructive disjunction never remove a value
 * that some solution uses, and counting with any of them finds exactly the brute-force number of solutions, on random
 * puzzles up to 7×7.
 */
class PropagationRulesTest {

    /** Each rule alone, and all of them. */
    private static final List<Set<CandidatePropagator.Rule>> RULE_SETS = List.of(
            EnumSet.noneOf(CandidatePropagator.Rule.class),
            EnumSet.of(CandidatePropagator.Rule.HIDDEN_SINGLES),
            EnumSet.of(CandidatePropagator.Rule.SUBSETS),
            EnumSet.of(CandidatePropagator.Rule.POINTING),
            EnumSet.allOf(CandidatePropagator.Rule.class));

    private static void keepsEverySolution(CandidatePropagator.State s, List<IntGrid> solutions, String what) {
        for (IntGrid solution : solutions) {
            for (int c = 0; c < solution.shape().size(); c++) {
                long bit = 1L << (solution.get(c) - 1);
                assertThat(s.dom[c] & bit).as("%s removed %d at cell %d, which a solution uses", what, solution.get(c), c)
                        .isNotZero();
            }
        }
    }

    @Property(tries = 300)
    void no_rule_and_no_probe_removes_a_value_some_solution_uses(@ForAll @IntRange(min = 2, max = 7) int rows,
            @ForAll @IntRange(min = 2, max = 7) int cols, @ForAll @IntRange(min = 2, max = 5) int maxRegion,
            @ForAll long seed, @ForAll @DoubleRange(min = 0.2, max = 0.6) double givenRate) {
        SuguruPuzzle p = RandomPuzzles.solvable(rows, cols, maxRegion, seed, givenRate);
        List<IntGrid> solutions = BruteForce.solutions(p, 200);
        assertThat(solutions).as("brute force finds the filling the givens came from").isNotEmpty();
        for (Set<CandidatePropagator.Rule> rules : RULE_SETS) {
            CandidatePropagator propagator = new CandidatePropagator(p, rules);
            CandidatePropagator.State s = propagator.initial(p.givens().toArray());
            assertThat(s).as("%s found a contradiction in a solvable puzzle", rules).isNotNull();
            keepsEverySolution(s, solutions, rules.toString());
            assertThat(new CandidateProber(propagator).probe(s, null, Limits.none().start()))
                    .isEqualTo(CandidateProber.Probe.CONSISTENT);
            keepsEverySolution(s, solutions, "probing with " + rules);
        }
    }

    @Property(tries = 300)
    void counting_with_any_rules_finds_the_brute_force_count(@ForAll @IntRange(min = 1, max = 6) int rows,
            @ForAll @IntRange(min = 1, max = 6) int cols, @ForAll @IntRange(min = 1, max = 5) int maxRegion,
            @ForAll long seed, @ForAll @DoubleRange(min = 0.15, max = 0.6) double givenRate) {
        SuguruPuzzle p = RandomPuzzles.of(rows, cols, maxRegion, seed, givenRate);
        long expected = BruteForce.count(p, 5_000);
        Assume.that(expected < 5_000);
        for (Set<CandidatePropagator.Rule> rules : RULE_SETS) {
            for (boolean probing : new boolean[] {false, true}) {
                CandidatePropagator propagator = new CandidatePropagator(p, rules);
                CandidatePropagator.State root = propagator.initial(p.givens().toArray());
                long[] count = {0};
                if (root != null) {
                    PropagatingSearch search = new PropagatingSearch(propagator, p.givens(), Limits.none().start(), null,
                            solution -> {
                                assertThat(SuguruVerifier.isSolution(p, solution)).isTrue();
                                count[0]++;
                                return true;
                            });
                    (probing ? search.probing() : search).run(root);
                }
                assertThat(count[0]).as("%s, probing %s", rules, probing).isEqualTo(expected);
            }
        }
    }
}
