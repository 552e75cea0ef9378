package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.BooleanSupplier;
import org.gridpuzzle.domain.Sokoban;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A state of a level with hundreds of boxes takes long to expand (its assignment solved, hundreds of children each
 * with a repair of it), and the search read the clock only every sixteen expansions: a 300-box level missed a 3 s limit
 * by 1.25 s on a quiet machine (hostile-2026-12-07 M5), and 900 boxes take 0.7 s a state. The bounds and the children
 * now look at the budget as they go. 900 boxes are never solved or searched through within the limits, on any
 * machine: every test reaches its limit. Each test builds its own room (a room keeps the goal rooms and packing plans
 * a search found), before the clock starts; the bounds are loose (a limit of 1 s, 2.5 s to spare) for a machine busy
 * with other work.
 */
class ExpansionLimitsTest {

    private static final long SPARE_MS = 2500;

    private SokobanRoom room;

    @BeforeEach
    void room() {
        room = new SokobanRoom(boxes(70, 900, 3));
    }

    @Test
    void the_fast_search_keeps_a_short_time_limit_on_900_boxes() {
        SokobanSearch.Result r = stopsWithin(1000, () -> Portfolio.run(room, SearchOptions.fast(),
                Limits.none().withTimeLimit(Duration.ofSeconds(1)).withMemoryBudget(1L << 30).startingNow()));
        assertThat(r.stopped()).startsWith("time limit");
    }

    @Test
    void a_star_keeps_a_short_time_limit_on_900_boxes_with_a_bound() {
        SokobanSearch.Result r = stopsWithin(1000, () -> aStar(Limits.none().withTimeLimit(Duration.ofSeconds(1))));
        assertThat(r.stopped()).startsWith("time limit");
        if (!r.stopped().endsWith("while bounding the start")) { // 900 boxes: 0.7 s on a quiet machine
            assertThat(r.lowerBound()).as("at least the start's bound").isPositive();
        }
    }

    @Test
    void a_star_sees_a_cancel_at_its_next_look_at_the_budget() {
        // the search looked twice before its first expansion and then sixteen expansions later (11 s on a quiet
        // machine): a cancel that turns true after those two looks must be seen soon
        int[] looks = {0};
        SokobanSearch.Result r = stopsWithin(0, () -> aStar(Limits.none().withCancellation(() -> ++looks[0] > 2)));
        assertThat(r.stopped()).startsWith("cancelled");
    }

    @Test
    void a_star_stops_when_cancelled_on_900_boxes() {
        SokobanSearch.Result r = stopsWithin(300, () -> aStar(Limits.none().withCancellation(after(300))));
        assertThat(r.stopped()).startsWith("cancelled");
    }

    /** A* as {@link SokobanSearch#solve} runs it, over the room built already. */
    private SokobanSearch.Result aStar(Limits limits) {
        return new PushSearch(room, SearchOptions.optimal(), false, FeatureSpace.PLAIN)
                .run(limits.withMemoryBudget(1L << 30).startingNow().start());
    }

    private interface Run {
        SokobanSearch.Result run();
    }

    private SokobanSearch.Result stopsWithin(long ms, Run run) {
        long start = System.nanoTime();
        SokobanSearch.Result r = run.run();
        long took = (System.nanoTime() - start) / 1_000_000;
        assertThat(took).as("ms to the answer (%s after %d states)", r.stopped(), r.states())
                .isLessThan(ms + SPARE_MS);
        if (r.moves() != null) {
            assertThat(Sokoban.solves(room.level, r.moves())).isTrue();
        }
        return r;
    }

    /** A cancel flag that turns true {@code ms} after it is made. */
    private static BooleanSupplier after(long ms) {
        long at = System.nanoTime() + ms * 1_000_000;
        return () -> System.nanoTime() - at > 0;
    }

    /** An open {@code side}×{@code side} room with {@code n} boxes, {@code n} goals and the player at random. */
    static SokobanLevel boxes(int side, int n, long seed) {
        char[][] g = new char[side][side];
        List<int[]> inner = new ArrayList<>();
        for (int r = 0; r < side; r++) {
            Arrays.fill(g[r], ' ');
            for (int c = 0; c < side; c++) {
                if (r == 0 || c == 0 || r == side - 1 || c == side - 1) {
                    g[r][c] = '#';
                } else if (r > 1 && c > 1 && r < side - 2 && c < side - 2) {
                    inner.add(new int[] {r, c});
                }
            }
        }
        Collections.shuffle(inner, new Random(seed));
        for (int i = 0; i < n; i++) {
            g[inner.get(i)[0]][inner.get(i)[1]] = '$';
            g[inner.get(n + i)[0]][inner.get(n + i)[1]] = '.';
        }
        g[inner.get(2 * n)[0]][inner.get(2 * n)[1]] = '@';
        String[] rows = new String[side];
        for (int r = 0; r < side; r++) {
            rows[r] = new String(g[r]);
        }
        return SokobanRulesTest.level(rows);
    }
}
