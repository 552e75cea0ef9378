package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.Sokoban;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.junit.jupiter.api.Test;

/**
 * The push search on random rooms against unpruned breadth-first search: optimal plans have the breadth-first
 * optimum, fast plans replay and are never shorter, an upper bound at the optimum is proved, bounds given when
 * a limit stops the search are true, and a full memory budget stops it with an answer.
 */
class SokobanSearchTest {

    private static final Limits LIMITS = Limits.none().withTimeLimit(Duration.ofSeconds(10));

    /** Six boxes to bring through a door: thousands of states to the optimum (41 pushes). */
    private static final SokobanLevel CORRALS = SokobanRulesTest.level(
            "#############",
            "#     #     #",
            "# $ $ # ... #",
            "#  $ $  ... #",
            "# $ $ #     #",
            "#@    #######",
            "#############");

    @Property(tries = 100)
    void fast_plans_through_tunnels_against_breadth_first_search(@ForAll @IntRange(min = 1, max = 3) int boxes,
            @ForAll long seed) {
        Random random = new Random(seed);
        Optional<SokobanLevel> drawn = Rooms.withTunnel(5 + random.nextInt(2), 2 + random.nextInt(2),
                3 + random.nextInt(2), boxes, random);
        if (drawn.isEmpty()) {
            return;
        }
        FastAgainstBreadthFirst.check(drawn.get());
    }

    @Property(tries = 150)
    void optimal_and_fast_plans_against_breadth_first_search(@ForAll @IntRange(min = 1, max = 4) int boxes,
            @ForAll long seed) {
        Random random = new Random(seed);
        Optional<SokobanLevel> drawn = Rooms.random(5 + random.nextInt(3), 6 + random.nextInt(2), boxes, random);
        if (drawn.isEmpty()) {
            return;
        }
        SokobanLevel level = drawn.get();
        Optional<SokobanBreadthFirst.Plan> bfs = new SokobanBreadthFirst(false).solve(level, LIMITS);
        SokobanSearch.Result optimal = SokobanSearch.solve(level, SearchOptions.optimal(), LIMITS);
        SokobanSearch.Result fast = SokobanSearch.solve(level, SearchOptions.fast(), LIMITS);
        assertThat(optimal.stopped()).isNull();
        assertThat(fast.stopped()).isNull();
        if (bfs.isEmpty()) {
            assertThat(optimal.moves()).isNull();
            assertThat(optimal.exhausted()).isTrue();
            assertThat(fast.moves()).isNull();
            assertThat(fast.exhausted()).isTrue();
            return;
        }
        int best = bfs.get().pushes();
        assertThat(optimal.pushes()).as(level.draw(level.start())).isEqualTo(best);
        assertThat(optimal.optimal()).isTrue();
        assertThat(Sokoban.solves(level, optimal.moves())).isTrue();
        assertThat(fast.pushes()).isGreaterThanOrEqualTo(best);
        assertThat(Sokoban.solves(level, fast.moves())).isTrue();
        if (best > 0) {
            // nothing below the optimum: proved, with the optimum as the bound
            SokobanSearch.Result below = SokobanSearch.solve(level, SearchOptions.optimal().below(best), LIMITS);
            assertThat(below.moves()).isNull();
            assertThat(below.exhausted()).isTrue();
            assertThat(below.lowerBound()).isEqualTo(best);
            SokobanSearch.Result fastBelow = SokobanSearch.solve(level, SearchOptions.fast().below(best + 1),
                    LIMITS);
            if (fastBelow.moves() != null) {
                assertThat(fastBelow.pushes()).isEqualTo(best);
            }
            // stopped after a few nodes, the bound given is still a true lower bound
            SokobanSearch.Result cut = SokobanSearch.solve(level, SearchOptions.optimal(),
                    LIMITS.withNodeLimit(1 + random.nextInt(20)));
            assertThat(cut.lowerBound()).isLessThanOrEqualTo(best);
            if (cut.moves() != null) {
                assertThat(cut.pushes()).isEqualTo(best);
            }
        }
    }

    @Property(tries = 150)
    void a_limit_seen_inside_an_expansion_leaves_a_true_bound(@ForAll @IntRange(min = 2, max = 4) int boxes,
            @ForAll long seed) {
        Random random = new Random(seed);
        Optional<SokobanLevel> drawn = Rooms.random(5 + random.nextInt(3), 6 + random.nextInt(2), boxes, random);
        if (drawn.isEmpty()) {
            return;
        }
        SokobanLevel level = drawn.get();
        Optional<SokobanBreadthFirst.Plan> bfs = new SokobanBreadthFirst(false).solve(level, LIMITS);
        if (bfs.isEmpty()) {
            return;
        }
        int best = bfs.get().pushes();
        // the children look at the budget every few: a cancel seen at any read may cut an expansion short
        int[] reads = {0};
        int at = 1 + random.nextInt(200);
        SokobanSearch.Result cut = SokobanSearch.solve(level, SearchOptions.optimal(),
                LIMITS.withCancellation(() -> ++reads[0] >= at));
        assertThat(cut.lowerBound()).as("stopped at read %d of%n%s", at, level.draw(level.start()))
                .isLessThanOrEqualTo(best);
        if (cut.moves() != null) {
            assertThat(cut.pushes()).isEqualTo(best);
            assertThat(Sokoban.solves(level, cut.moves())).isTrue();
        } else {
            assertThat(cut.stopped()).startsWith("cancelled"); // in the search or while its tables are built
        }
        SokobanSearch.Result fast = SokobanSearch.solve(level, SearchOptions.fast(),
                LIMITS.withCancellation(() -> ++reads[0] >= 2 * at));
        if (fast.moves() != null) {
            assertThat(Sokoban.solves(level, fast.moves())).isTrue();
        }
        assertThat(fast.lowerBound()).isLessThanOrEqualTo(best);
    }

    @Test
    void a_known_lower_bound_makes_a_plan_of_that_length_optimal_in_fast_mode() {
        // a heavy weight, so that the plan is longer than the assignment bound
        SearchOptions greedy = new SearchOptions(SearchOptions.Mode.FAST, 20, Integer.MAX_VALUE, 0);
        SokobanSearch.Result plain = SokobanSearch.solve(CORRALS, greedy, LIMITS);
        assertThat(plain.optimal()).as("the assignment bound alone is below the plan").isFalse();
        assertThat(plain.lowerBound()).isLessThan(plain.pushes());
        SokobanSearch.Result known = SokobanSearch.solve(CORRALS, greedy.knowing(plain.pushes()), LIMITS);
        assertThat(known.pushes()).isEqualTo(plain.pushes());
        assertThat(known.optimal()).isTrue();
        assertThat(known.lowerBound()).isEqualTo(plain.pushes());
    }

    @Test
    void a_full_memory_budget_stops_the_search_with_a_bound_not_an_error() {
        SokobanLevel level = CORRALS;
        assertThat(SokobanSearch.solve(level, SearchOptions.optimal(), LIMITS).pushes()).isEqualTo(41);
        SokobanSearch.Result r = SokobanSearch.solve(level, SearchOptions.optimal(),
                Limits.none().withMemoryBudget(64 << 10));
        assertThat(r.stopped()).startsWith("memory budget of ").endsWith(" reached");
        assertThat(r.moves()).isNull();
        assertThat(r.bytes()).isLessThanOrEqualTo(64 << 10);
        assertThat(r.lowerBound()).isBetween(1, 41);
    }
}
