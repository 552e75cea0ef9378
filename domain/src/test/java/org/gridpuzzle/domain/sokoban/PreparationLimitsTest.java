package org.gridpuzzle.domain.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.BooleanSupplier;
import org.gridpuzzle.domain.Sokoban;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.SearchOptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The fast search's preparation (its goal rooms, found before the portfolio's turns) keeps the time limit and the
 * cancel (hostile-2026-12-07 H1): on its one-wide serpentine of 16,199 floor cells it flooded every part of every split,
 * 2 s for each of the six spaces with no look at the clock; on a goal room of 240 cells and 100 goals the packing order
 * took seconds more, for each space too. The rooms' tables are built before the clock starts, so the bounds time only
 * what came after them; they are loose (a limit of 1 s, 2.5 s to spare) for a machine busy with other work.
 */
class PreparationLimitsTest {

    private static final long SPARE_MS = 2500;

    private static SokobanRoom serpentine;
    private static SokobanRoom goalRoom;

    @BeforeAll
    static void rooms() {
        serpentine = new SokobanRoom(Rooms.serpentine(181, 170));
        goalRoom = new SokobanRoom(goalRoom(100));
    }

    @Test
    void a_one_wide_serpentine_keeps_a_short_time_limit() {
        assertThat(serpentine.floors).isEqualTo(16_199);
        stopsWithin(serpentine, Limits.none().withTimeLimit(Duration.ofSeconds(1)).withMemoryBudget(1L << 30), 1000);
    }

    @Test
    void a_one_wide_serpentine_stops_when_cancelled() {
        stopsWithin(serpentine, Limits.none().withCancellation(after(300)).withMemoryBudget(1L << 30), 300);
    }

    @Test
    void a_large_goal_room_keeps_a_short_time_limit() {
        SokobanSearch.Result r = stopsWithin(goalRoom, Limits.none().withTimeLimit(Duration.ofSeconds(1)), 1000);
        assertThat(r.stopped()).startsWith("time limit");
    }

    @Test
    void a_large_goal_room_stops_when_cancelled() {
        SokobanSearch.Result r = stopsWithin(goalRoom, Limits.none().withCancellation(after(300)), 300);
        assertThat(r.stopped()).startsWith("cancelled");
    }

    /** Runs the portfolio on the room and checks it answered within {@code ms} and the spare; a plan must replay. */
    private static SokobanSearch.Result stopsWithin(SokobanRoom room, Limits limits, long ms) {
        long start = System.nanoTime();
        SokobanSearch.Result r = Portfolio.run(room, SearchOptions.fast(), limits);
        long took = (System.nanoTime() - start) / 1_000_000;
        assertThat(took).as("ms to the answer (%s)", r.stopped()).isLessThan(ms + SPARE_MS);
        if (r.moves() != null) {
            assertThat(Sokoban.solves(room.level, r.moves())).isTrue();
        } else {
            assertThat(r.stopped() != null || r.exhausted()).as("stopped, or no plan at all").isTrue();
        }
        return r;
    }

    /** A cancel flag that turns true {@code ms} after it is made. */
    private static BooleanSupplier after(long ms) {
        long at = System.nanoTime() + ms * 1_000_000;
        return () -> System.nanoTime() - at > 0;
    }

    /**
     * A room of 13×13 cells holding {@code n} boxes and the player, and behind a one-cell door a goal room of 15×16
     * cells holding the {@code n} goals: one candidate of 241 cells whose packing order takes (goals² · cells²) steps.
     */
    private static SokobanLevel goalRoom(int n) {
        int rows = 17;
        int cols = 34;
        char[][] g = new char[rows][cols];
        List<int[]> left = new ArrayList<>();
        List<int[]> right = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                boolean inside = r > 0 && r < rows - 1 && c > 0 && c < cols - 1 && (c != 16 || r == 8);
                g[r][c] = inside ? ' ' : '#';
                if (r >= 2 && r <= 14 && c >= 2 && c <= 14) {
                    left.add(new int[] {r, c});
                } else if (inside && c > 16) {
                    right.add(new int[] {r, c});
                }
            }
        }
        Random random = new Random(5);
        Collections.shuffle(left, random);
        Collections.shuffle(right, random);
        for (int i = 0; i < n; i++) {
            g[left.get(i)[0]][left.get(i)[1]] = '$';
            g[right.get(i)[0]][right.get(i)[1]] = '.';
        }
        g[left.get(n)[0]][left.get(n)[1]] = '@';
        String[] text = new String[rows];
        for (int r = 0; r < rows; r++) {
            text[r] = new String(g[r]);
        }
        return SokobanRulesTest.level(text);
    }
}
