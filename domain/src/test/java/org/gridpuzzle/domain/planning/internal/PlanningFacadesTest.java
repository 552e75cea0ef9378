package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStop;
import org.gridpuzzle.domain.planning.PlanOutcome;
import org.gridpuzzle.domain.planning.PlanStrategy;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.gridpuzzle.domain.Snowman;
import org.gridpuzzle.domain.Sokoban;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.internal.SnowmanTestLevels;
import org.gridpuzzle.domain.snowman.SnowmanReplayResult;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.SokobanReplayResult;
import org.junit.jupiter.api.Test;

/** The library's Sokoban and Snowman facades: search without SAT, any strategy with it, replays; plans replayed. */
class PlanningFacadesTest {

    private static final SatSolverFactory NO_SAT = () -> {
        throw new AssertionError("search asks no SAT solver");
    };
    private static final Limits TEN_SECONDS = Limits.of(Duration.ofSeconds(10));

    /** Two boxes, each pushed down and then out to its corner goal: 4 pushes at best. */
    private static final SokobanLevel LEVEL = DefaultStrategyTest.level(
            "#######",
            "#     #",
            "# $@$ #",
            "#.   .#",
            "#######");

    @Test
    void sokoban_search_finds_a_plan_that_solves_the_level_without_any_sat_solver() {
        PlanOutcome o = Sokoban.search(LEVEL, TEN_SECONDS);
        assertThat(o.moves()).isNotNull();
        assertThat(Sokoban.solves(LEVEL, o.moves())).isTrue();
        assertThat(o.stop()).isNull();
        assertThat(o.calls()).isZero();
        SokobanReplayResult r = Sokoban.replay(LEVEL, o.moves());
        assertThat(r.ok()).isTrue();
        assertThat(r.pushes()).isEqualTo(o.objectMoves());
    }

    @Test
    void sokoban_plan_with_an_optimal_search_strategy_proves_its_plan_and_a_spent_limit_is_a_typed_stop() {
        PlanOutcome optimal = Sokoban.plan(LEVEL, PlanOptions.defaults().withStrategy(PlanStrategy.SEARCH_OPTIMAL),
                NO_SAT, TEN_SECONDS);
        assertThat(optimal.optimal()).isTrue();
        assertThat(optimal.objectMoves()).isEqualTo(4);
        assertThat(optimal.lowerBound()).isEqualTo(4);
        assertThat(Sokoban.solves(LEVEL, optimal.moves())).isTrue();
        PlanOutcome search = Sokoban.search(LEVEL, TEN_SECONDS);
        assertThat(search.objectMoves()).isGreaterThanOrEqualTo(optimal.objectMoves());

        PlanOutcome spent = Sokoban.search(LEVEL, Limits.none().withNodeLimit(0));
        assertThat(spent.moves()).isNull();
        assertThat(spent.stop()).isEqualTo(PlanStop.NODE_LIMIT);
    }

    @Test
    void a_replay_names_the_first_illegal_move() {
        SokobanReplayResult r = Sokoban.replay(LEVEL, "uuu");
        assertThat(r.ok()).isFalse();
        assertThat(r.failedAt()).isEqualTo(2);
        assertThat(Sokoban.solves(LEVEL, "")).isFalse();
    }

    @Test
    void snowman_search_builds_the_snowman_without_any_sat_solver() {
        // three small balls on snow: two grow and all three are stacked (examples/snowman/three-balls.lvl)
        SnowmanLevel level = SnowmanTestLevels.parse(List.of("#######", "#.....#", "#.1.1.#", "#p....#", "#..1..#",
                "#######"));
        PlanOutcome o = Snowman.search(level, TEN_SECONDS);
        assertThat(o.moves()).isNotNull();
        assertThat(Snowman.solves(level, o.moves())).isTrue();
        SnowmanReplayResult r = Snowman.replay(level, o.moves());
        assertThat(r.ok()).isTrue();
        assertThat(r.ballMoves()).isEqualTo(o.objectMoves());
        PlanOutcome optimal = Snowman.plan(level, PlanOptions.defaults().withStrategy(PlanStrategy.SEARCH_OPTIMAL),
                NO_SAT, TEN_SECONDS);
        assertThat(optimal.optimal()).isTrue();
        assertThat(Snowman.solves(level, optimal.moves())).isTrue();
    }
}
