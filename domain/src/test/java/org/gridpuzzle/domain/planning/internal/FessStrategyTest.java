package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import org.gridpuzzle.domain.planning.PlanOutcome;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;
import org.gridpuzzle.domain.snowman.internal.SnowmanEncoding;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.internal.SokobanEncoding;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.junit.jupiter.api.Test;

/**
 * The fess strategy (#68): the game's feature-space search alone, no SAT call, its nodes expanded in the outcome (the
 * same on every run), a node limit stopping it with a stop that names the limit; a game without FESS has none.
 */
class FessStrategyTest {

    /** Six boxes through a door: 41 pushes at best, more than one node for FESS. */
    private static final SokobanLevel DOOR = DefaultStrategyTest.level(
            "#############",
            "#     #     #",
            "# $ $ # ... #",
            "#  $ $  ... #",
            "# $ $ #     #",
            "#@    #######",
            "#############");
    private static final SatSolverFactory NO_SAT = () -> {
        throw new AssertionError("fess asks SAT nothing");
    };

    private static PlanOutcome run(GameEncoding game, PlanStrategy strategy, Limits limits,
            List<String> phases) {
        return PlanSearch.run(game, PlanOptions.of(strategy, null, 300, true), NO_SAT, limits,
                new PlanListener() {
                    @Override
                    public void solved(String phase, int bound, org.gridpuzzle.domain.sat.SatStatus status, long nanos,
                            int variables, long clauses) {
                    }

                    @Override
                    public void phase(String phase) {
                        phases.add(phase);
                    }
                });
    }

    @Test
    void fess_answers_its_first_plan_and_the_nodes_it_expanded_the_same_on_every_run() {
        SokobanEncoding game = new SokobanEncoding(DOOR);
        List<String> phases = new ArrayList<>();
        PlanOutcome o = run(game, PlanStrategy.FESS, Limits.none(), phases);
        assertThat(o.moves()).isNotNull();
        assertThat(game.solves(o.moves())).isTrue();
        assertThat(o.objectMoves()).isGreaterThanOrEqualTo(41);
        assertThat(o.calls()).isZero();
        assertThat(o.stopped()).isNull();
        assertThat(phases).startsWith("fess");
        assertThat(o.searched()).isTrue();
        assertThat(o.nodes()).isGreaterThan(1);
        PlanOutcome again = run(game, PlanStrategy.FESS, Limits.none(), new ArrayList<>());
        assertThat(again.nodes()).isEqualTo(o.nodes());
        assertThat(again.moves()).isEqualTo(o.moves());
    }

    @Test
    void a_node_limit_stops_fess_there_and_the_outcome_names_the_limit() {
        SokobanEncoding game = new SokobanEncoding(DOOR);
        long needs = run(game, PlanStrategy.FESS, Limits.none(), new ArrayList<>()).nodes();
        PlanOutcome stopped = run(game, PlanStrategy.FESS, Limits.none().withNodeLimit(needs - 1),
                new ArrayList<>());
        assertThat(stopped.moves()).isNull();
        assertThat(stopped.nodes()).isEqualTo(needs - 1);
        assertThat(stopped.stopReason()).isEqualTo(StopReason.NODE_LIMIT);
        assertThat(stopped.stopped()).startsWith("node limit of " + (needs - 1) + " node");
        PlanOutcome one = run(game, PlanStrategy.FESS, Limits.none().withNodeLimit(1), new ArrayList<>());
        assertThat(one.stopped()).startsWith("node limit of 1 node after ");
        assertThat(one.nodes()).isEqualTo(1);
        // the limit at the count the run needs is no limit to it: the papers' rows rerun at their counts
        PlanOutcome exact = run(game, PlanStrategy.FESS, Limits.none().withNodeLimit(needs),
                new ArrayList<>());
        assertThat(exact.moves()).isNotNull();
        assertThat(exact.nodes()).isEqualTo(needs);
    }

    @Test
    void the_other_searches_count_their_nodes_too() {
        PlanOutcome search = run(new SokobanEncoding(DOOR), PlanStrategy.SEARCH, Limits.none(),
                new ArrayList<>());
        assertThat(search.moves()).isNotNull();
        assertThat(search.nodes()).isPositive();
        assertThat(search.nodes()).as("expanded states are among those met").isLessThanOrEqualTo(search.states());
    }

    @Test
    void snowman_has_no_feature_space_search() {
        int n = 8;
        boolean[] wall = new boolean[n * n];
        for (int cell = 0; cell < n * n; cell++) {
            wall[cell] = cell / n == 0 || cell % n == 0 || cell / n == n - 1 || cell % n == n - 1;
        }
        int[] balls = new int[n * n];
        balls[3 * n + 2] = balls[3 * n + 4] = balls[5 * n + 3] = SnowmanLevel.SMALL;
        SnowmanEncoding game = new SnowmanEncoding(new SnowmanLevel(n, n, wall, new boolean[n * n], balls, n + 1));
        assertThat(game.stateSearch().fess(Limits.none())).isNull();
        assertThatThrownBy(() -> run(game, PlanStrategy.FESS, Limits.none(), new ArrayList<>()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("fess is Sokoban's");
    }
}
