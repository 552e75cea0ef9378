package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.FloorMap;
import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanAction;
import org.gridpuzzle.domain.planning.PlanStrategy;
import org.gridpuzzle.domain.planning.PlanOutcome;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sat.ClauseSink;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.snowman.internal.SnowmanEncoding;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.internal.SokobanEncoding;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.junit.jupiter.api.Test;

/**
 * The default strategy has a plan whenever its own first phase does: the fast search has all the time until its
 * first plan, and a phase that cannot start (SAT beyond --max-steps) leaves its time to optimal search instead of
 * wasting it. The searches here are scripted around a real level, and each records the time it was handed, so the
 * shares are read without racing a clock; SAT must not start at all (its factory fails the test).
 */
class DefaultStrategyTest {

    /** Four free cells between the player's box and its goal, and room around: 2 pushes at least. */
    private static final SokobanLevel LEVEL = level(
            "#######",
            "#     #",
            "#@$ . #",
            "#     #",
            "#######");
    private static final Duration LIMIT = Duration.ofSeconds(40);
    private static final SatSolverFactory NO_SAT = () -> {
        throw new AssertionError("SAT must not start here");
    };

    /** What each search run was handed: fast or optimal, and its time limit. */
    private final List<String> runs = new ArrayList<>();
    private final List<Duration> handed = new ArrayList<>();

    @Test
    void the_fast_search_has_all_the_time_until_its_first_plan() {
        Scripted game = new Scripted(found -> found);
        game.optimalAnswer = new StateSearchResult(null, -1, false, 2, true, null, 5); // nothing shorter
        PlanOutcome o = PlanSearch.run(game, options(300), NO_SAT, Limits.none().withTimeLimit(LIMIT), quiet());
        assertThat(runs).startsWith("fast");
        // a quarter of it before (10 s of 40): a level whose first plan took 2 s went without one at 8 s
        assertThat(handed.get(0)).isGreaterThan(LIMIT.minusSeconds(10));
        assertThat(o.moves()).isNotNull();
        assertThat(game.solves(o.moves())).isTrue();
    }

    @Test
    void without_a_plan_and_with_sat_out_of_reach_optimal_search_keeps_all_the_time_and_its_bound() {
        // the fast search stopped at a node limit with no plan, having proved 2 (more than --max-steps 1); A* stops at
        // the time limit
        Scripted game = new Scripted(found -> null);
        game.optimalAnswer = new StateSearchResult(null, -1, false, 2, false, "time limit", 30);
        PlanOutcome o = PlanSearch.run(game, options(1), NO_SAT, Limits.none().withTimeLimit(LIMIT), quiet());
        assertThat(runs).containsExactly("fast", "optimal");
        // half of what was left before, and then SAT, which could not start (2 pushes > --max-steps 1), gave up at once
        assertThat(handed.get(1)).isGreaterThan(LIMIT.minusSeconds(10));
        assertThat(o.moves()).isNull();
        assertThat(o.lowerBound()).isEqualTo(2);
        assertThat(o.stopped()).startsWith("time limit").doesNotContain("no plan of at most");
    }

    @Test
    void with_a_plan_beyond_max_steps_optimal_search_keeps_all_the_time() {
        Scripted game = new Scripted(found -> found);
        game.optimalAnswer = new StateSearchResult(null, -1, false, 1, false, "time limit", 30);
        PlanOutcome o = PlanSearch.run(game, options(0), NO_SAT, Limits.none().withTimeLimit(LIMIT), quiet());
        assertThat(runs).containsExactly("fast", "optimal");
        assertThat(handed.get(1)).isGreaterThan(LIMIT.minusSeconds(10));
        assertThat(o.moves()).isNotNull();
        assertThat(o.objectMoves()).isEqualTo(2);
        assertThat(o.optimal()).isFalse();
        assertThat(o.lowerBound()).isEqualTo(1);
    }

    @Test
    void with_a_formula_too_large_for_the_memory_optimal_search_keeps_all_the_time() {
        // a 400 x 400 Snowman field: gigabytes a step; the descent built part of its first formula in the time A* needed
        Scripted game = new Scripted(found -> found);
        game.stepBytes = 1L << 40;
        game.optimalAnswer = new StateSearchResult(null, -1, false, 1, false, "time limit", 30);
        PlanOutcome o = PlanSearch.run(game, options(300), NO_SAT,
                Limits.none().withTimeLimit(LIMIT).withMemoryBudget(1L << 30), quiet());
        assertThat(runs).containsExactly("fast", "optimal");
        assertThat(handed.get(1)).isGreaterThan(LIMIT.minusSeconds(10));
        assertThat(o.moves()).isNotNull();
        assertThat(game.solves(o.moves())).isTrue();
        assertThat(o.lowerBound()).isEqualTo(1);
        assertThat(o.stopped()).startsWith("time limit");
    }

    @Test
    void the_formula_estimates_of_the_games_grow_with_the_floor() {
        assertThat(new SokobanEncoding(LEVEL).formulaBytesPerStep()).isEqualTo(15 * 2048L);
        // the hostile run's 400 x 400 field: gigabytes a step, more than a heap of a few gigabytes holds
        int n = 400;
        boolean[] wall = new boolean[n * n];
        for (int cell = 0; cell < n * n; cell++) {
            wall[cell] = cell / n == 0 || cell % n == 0 || cell / n == n - 1 || cell % n == n - 1;
        }
        int[] balls = new int[n * n];
        balls[3 * n + 3] = balls[3 * n + 5] = balls[3 * n + 7] = SnowmanLevel.SMALL;
        boolean[] snow = new boolean[n * n];
        SnowmanLevel field = new SnowmanLevel(n, n, wall, snow, balls, n + 1);
        assertThat(new SnowmanEncoding(field).formulaBytesPerStep()).isGreaterThan(2L << 30);
    }

    @Test
    void while_a_found_plan_is_shortened_the_status_says_so_and_the_plan_is_the_answer_so_far() {
        // the status read "search, 5 s; no plan yet" through a shortening pass of seconds
        for (PlanStrategy strategy : new PlanStrategy[] {PlanStrategy.AUTO,
                PlanStrategy.SEARCH}) {
            Scripted game = new Scripted(found -> found);
            game.optimalAnswer = new StateSearchResult(null, -1, false, 2, true, null, 5);
            String[] phase = {null};
            String[] best = {null};
            List<String> duringShortening = new ArrayList<>();
            game.shortening = moves -> duringShortening.add(phase[0] + "; best " + best[0] + " for " + moves);
            PlanListener listener = new PlanListener() {
                @Override
                public void solved(String p, int bound, org.gridpuzzle.domain.sat.SatStatus status, long nanos,
                        int variables, long clauses) {
                }

                @Override
                public void phase(String p) {
                    phase[0] = p;
                }

                @Override
                public void soFar(String moves, int objectMoves, int lowerBound) {
                    best[0] = moves != null ? moves : best[0];
                }
            };
            PlanOutcome o = PlanSearch.run(game, PlanOptions.of(strategy, null, 300, true), NO_SAT,
                    Limits.none().withTimeLimit(LIMIT), listener);
            assertThat(o.moves()).isNotNull();
            assertThat(duringShortening).as(strategy.label()).isNotEmpty().allSatisfy(line -> assertThat(line)
                    .startsWith(PlanListener.SHORTENING + "; best ").doesNotContain("best null"));
            String found = duringShortening.get(0).substring(duringShortening.get(0).indexOf(" for ") + 5);
            assertThat(duringShortening.get(0)).contains("best " + found + " for");
            assertThat(phase[0]).as("the status handed back after the pass").isNotEqualTo(PlanListener.SHORTENING);
        }
    }

    @Test
    void a_shortening_pass_that_fails_or_answers_a_plan_that_does_not_play_leaves_the_plan_found() {
        // the pass is an extra: an exception in it (or a plan that does not play) ended the run with no answer at all
        List<java.util.function.UnaryOperator<String>> broken = List.of(
                shorter -> {
                    throw new IllegalStateException("the plan with fewer moves does not solve the level");
                },
                shorter -> "L",
                shorter -> {
                    throw new OutOfMemoryError("the pass's tables");
                });
        for (PlanStrategy strategy : new PlanStrategy[] {PlanStrategy.AUTO,
                PlanStrategy.SEARCH}) {
            for (java.util.function.UnaryOperator<String> pass : broken) {
                Scripted game = new Scripted(found -> found);
                game.optimalAnswer = new StateSearchResult(null, -1, false, 2, true, null, 5);
                String[] handedToPass = {null};
                game.shortening = moves -> handedToPass[0] = moves;
                game.pass = pass;
                PlanOutcome o = PlanSearch.run(game, PlanOptions.of(strategy, null, 300, true), NO_SAT,
                        Limits.none().withTimeLimit(LIMIT), quiet());
                assertThat(o.moves()).as(strategy.label()).isEqualTo(handedToPass[0]).isNotNull();
                assertThat(game.solves(o.moves())).isTrue();
                assertThat(o.objectMoves()).isEqualTo(2);
            }
        }
    }

    @Test
    void a_level_the_bound_rules_out_answers_that_no_plan_exists_with_no_number() {
        SokobanLevel stuck = level(
                "#####",
                "#$ .#",
                "#  @#",
                "#####");
        for (PlanStrategy s : new PlanStrategy[] {PlanStrategy.AUTO, PlanStrategy.SEARCH,
                PlanStrategy.SEQUENTIAL, PlanStrategy.RECIPE}) {
            PlanOutcome o = PlanSearch.run(new SokobanEncoding(stuck), PlanOptions.of(s, null, 300, true),
                    NO_SAT, Limits.none(), quiet());
            assertThat(o.moves()).isNull();
            // not 2^30 - 1, the bound's "more than any plan" (the flag noPlanExists is read on the answers' side)
            assertThat(o.lowerBound()).as(s.label()).isZero();
            assertThat(o.stopped()).as(s.label()).startsWith("no plan exists");
        }
    }

    private static PlanOptions options(int maxSteps) {
        return new PlanOptions(PlanStrategy.AUTO, EncodingKind.PATH, maxSteps, true);
    }

    private static PlanListener quiet() {
        return (phase, bound, status, nanos, variables, clauses) -> {
        };
    }

    /**
     * The level's encoding with a lower bound of 0 (so that no plan is optimal at once) and searches that record what
     * they are handed: the fast one answers the real search's plan (not proved optimal) through {@code fast}, or none
     * when it maps to null; the optimal one answers {@link #optimalAnswer}.
     */
    private final class Scripted implements GameEncoding {

        private final SokobanEncoding real = new SokobanEncoding(LEVEL);
        private final Function<StateSearchResult, StateSearchResult> fast;
        StateSearchResult optimalAnswer;
        long stepBytes;
        java.util.function.Consumer<String> shortening = moves -> { };
        /** What the shortening pass answers, given the real pass's answer. */
        java.util.function.UnaryOperator<String> pass = shorter -> shorter;

        Scripted(Function<StateSearchResult, StateSearchResult> fast) {
            this.fast = fast;
        }

        @Override
        public int movesLowerBound() {
            return 0;
        }

        @Override
        public long formulaBytesPerStep() {
            return stepBytes;
        }

        @Override
        public StateSearch stateSearch() {
            return (optimal, below, known, limits) -> {
                runs.add(optimal ? "optimal" : "fast");
                handed.add(limits.timeLeft());
                if (optimal) {
                    return optimalAnswer;
                }
                StateSearchResult f = real.stateSearch().search(false, below, known, limits);
                StateSearchResult shown = fast.apply(f);
                if (shown == null) {
                    return new StateSearchResult(null, -1, false, 2, false, "node limit reached", 12);
                }
                return new StateSearchResult(shown.moves(), shown.objectMoves(), false, 0, false, null, shown.states());
            };
        }

        @Override
        public FloorMap floor() {
            return real.floor();
        }

        @Override
        public int startAgent() {
            return real.startAgent();
        }

        @Override
        public List<PlanAction> moves() {
            return real.moves();
        }

        @Override
        public void declare(int t, ClauseSink sink) {
            real.declare(t, sink);
        }

        @Override
        public int occupied(int t, int i) {
            return real.occupied(t, i);
        }

        @Override
        public void effects(int t, int act, PlanAction m, ClauseSink sink) {
            real.effects(t, act, m, sink);
        }

        @Override
        public void frame(int t, int i, int[] touching, ClauseSink sink) {
            real.frame(t, i, touching, sink);
        }

        @Override
        public void goal(int t, int guard, ClauseSink sink) {
            real.goal(t, guard, sink);
        }

        @Override
        public void implied(int t, ClauseSink sink) {
            real.implied(t, sink);
        }

        @Override
        public PlanRendering.Rules<?> rules() {
            return real.rules();
        }

        @Override
        public boolean solves(String moves) {
            return real.solves(moves);
        }

        @Override
        public String fewerMoves(String moves, Limits limits) {
            shortening.accept(moves);
            return pass.apply(real.fewerMoves(moves, limits));
        }
    }

    static SokobanLevel level(String... rows) {
        int h = rows.length;
        int w = rows[0].length();
        boolean[] wall = new boolean[h * w];
        boolean[] goal = new boolean[h * w];
        boolean[] box = new boolean[h * w];
        int player = -1;
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                char ch = rows[r].charAt(c);
                int cell = r * w + c;
                wall[cell] = ch == '#';
                goal[cell] = ch == '.' || ch == '*' || ch == '+';
                box[cell] = ch == '$' || ch == '*';
                player = ch == '@' || ch == '+' ? cell : player;
            }
        }
        return new SokobanLevel("test", h, w, wall, goal, box, player);
    }
}
