package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import org.gridpuzzle.domain.planning.PlanOutcome;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.gridpuzzle.domain.Snowman;
import org.gridpuzzle.domain.Sokoban;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.snowman.internal.SnowmanEncoding;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.internal.SokobanEncoding;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.junit.jupiter.api.Test;

/**
 * Planning runs ({@link PlanSearch#run}, and so the library's planning facades) answer a level solved at its start with the empty plan, optimal, before any
 * formula or solver (hostile-2026-12-07 L8); a level that is not solved is planned as usual.
 */
class SolvedAtStartTest {

    private static final Limits SPENT = Limits.none().withTimeLimit(Duration.ZERO);
    private static final SatSolverFactory NO_SOLVER = () -> {
        throw new AssertionError("a solved level needs no solver");
    };

    @Test
    void a_sokoban_level_with_every_box_on_a_goal_has_the_empty_plan() {
        PlanOutcome o = Sokoban.plan(sokoban(true), PlanOptions.defaults(), NO_SOLVER, SPENT);
        assertThat(o.moves()).isEmpty();
        assertThat(o.objectMoves()).isZero();
        assertThat(o.optimal()).isTrue();
        assertThat(o.stopped()).isNull();
        assertThat(SolvedAtStart.outcome(new SokobanEncoding(sokoban(false)))).isNull();
    }

    @Test
    void a_snowman_level_with_every_snowman_built_has_the_empty_plan() {
        PlanOutcome o = Snowman.plan(snowman(true), PlanOptions.defaults(), NO_SOLVER, SPENT);
        assertThat(o.moves()).isEmpty();
        assertThat(o.objectMoves()).isZero();
        assertThat(o.optimal()).isTrue();
        assertThat(o.stopped()).isNull();
        assertThat(SolvedAtStart.outcome(new SnowmanEncoding(snowman(false)))).isNull();
    }

    @Test
    void every_strategy_of_a_planning_run_answers_a_solved_level_with_the_empty_plan() {
        // the check lived in the callers (the facades, the service): a run started elsewhere built its tables or its
        // formula, and with a spent limit answered no plan at all
        for (PlanStrategy strategy : PlanStrategy.values()) {
            for (GameEncoding game : new GameEncoding[] {new SokobanEncoding(sokoban(true)),
                    new SnowmanEncoding(snowman(true))}) {
                PlanOutcome o = PlanSearch.run(game, PlanOptions.of(strategy, null, 300, true), NO_SOLVER,
                        SPENT, (phase, bound, status, nanos, variables, clauses) -> { });
                assertThat(o.moves()).as(strategy.label()).isEmpty();
                assertThat(o.optimal()).as(strategy.label()).isTrue();
                assertThat(o.stopped()).as(strategy.label()).isNull();
            }
        }
    }

    /** Two boxes in a corridor, both on their goals, or one beside its goal. */
    private static SokobanLevel sokoban(boolean solved) {
        String row = solved ? "#@** #" : "#@*$.#";
        String[] rows = {"######", row, "######"};
        boolean[] wall = new boolean[18];
        boolean[] goal = new boolean[18];
        boolean[] box = new boolean[18];
        int player = -1;
        for (int i = 0; i < 18; i++) {
            char ch = rows[i / 6].charAt(i % 6);
            wall[i] = ch == '#';
            goal[i] = ch == '.' || ch == '*';
            box[i] = ch == '$' || ch == '*';
            player = ch == '@' ? i : player;
        }
        return new SokobanLevel("corridor", 3, 6, wall, goal, box, player);
    }

    /** A built snowman, or its three balls side by side. */
    private static SnowmanLevel snowman(boolean built) {
        String[] rows = {"#######", built ? "#p7...#" : "#p124.#", "#######"};
        boolean[] wall = new boolean[21];
        boolean[] snow = new boolean[21];
        int[] balls = new int[21];
        int agent = -1;
        for (int i = 0; i < 21; i++) {
            char ch = rows[i / 7].charAt(i % 7);
            wall[i] = ch == '#';
            snow[i] = ch == '.';
            balls[i] = ch >= '1' && ch <= '7' ? ch - '0' : 0;
            agent = ch == 'p' ? i : agent;
        }
        return new SnowmanLevel(3, 7, wall, snow, balls, agent);
    }
}
