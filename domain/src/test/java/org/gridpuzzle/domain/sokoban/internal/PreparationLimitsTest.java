package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.BooleanSupplier;
import org.gridpuzzle.domain.Sokoban;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The fast search's preparation (its goal rooms and packing plans, found before the portfolio's turns) keeps the time
 * limit and the cancel (hostile-2026-12-07 H1). On a goal room of 240 cells and 100 goals the preparation takes about
 * 8 s with no limit (goal rooms 4.8 s, the parking plan 3 s, at load 9) and the search after it has no plan at 10 s:
 * a limit of 1 s or a cancel at 0.3 s is reached on any machine, and a preparation that does not look at the clock
 * misses it by seconds. Its one-wide serpentine of 16,199 floor cells flooded every part of every split, 2 s for each
 * of the six spaces; that flood now takes 25 ms and the portfolio solves the level in about 0.3 s, so no clock can
 * catch it: a limit spent before the start shows that the goal rooms' search looks at the budget at all. Each test
 * builds its own room (a room keeps what its preparation found, cut short or not, for the searches after it). The
 * rooms' tables are built before the clock starts. The goal room's bounds are a ratio: the time to spare is half of
 * what finding its goal rooms with no limit takes on this machine now (at least 1 s), measured once on a room of its
 * own, so a busy machine gets as much more room as it is slower, and a preparation that does not look at the clock
 * (which takes all of that, after the limit) fails on a quiet machine too; a fixed 2.5 s let it pass at 3.3 s.
 */
class PreparationLimitsTest {

    private static final long SPARE_MS = 2500;
    /** Half of what the goal room's goal rooms take with no limit (at least 1 s), in ms. */
    private static long goalRoomSpare;

    @BeforeAll
    static void yardstick() {
        SokobanRoom room = new SokobanRoom(goalRoom(100));
        long t0 = System.nanoTime();
        room.goalRooms(null);
        goalRoomSpare = Math.max(1000, (System.nanoTime() - t0) / 2_000_000);
    }

    @Test
    void a_one_wide_serpentine_with_its_time_spent_stops_while_finding_the_goal_rooms() {
        SokobanRoom serpentine = new SokobanRoom(Rooms.serpentine(181, 170));
        assertThat(serpentine.floors).isEqualTo(16_199);
        SokobanSearch.Result r = stopsWithin(serpentine,
                Limits.none().withTimeLimit(Duration.ZERO).withMemoryBudget(1L << 30), 0, SPARE_MS);
        assertThat(r.stopped()).isEqualTo("time limit reached while finding the goal rooms");
    }

    @Test
    void a_one_wide_serpentine_cancelled_before_the_start_stops_while_finding_the_goal_rooms() {
        SokobanRoom serpentine = new SokobanRoom(Rooms.serpentine(181, 170));
        SokobanSearch.Result r = stopsWithin(serpentine,
                Limits.none().withCancellation(() -> true).withMemoryBudget(1L << 30), 0, SPARE_MS);
        assertThat(r.stopped()).isEqualTo("cancelled while finding the goal rooms");
    }

    @Test
    void a_large_goal_room_keeps_a_short_time_limit() {
        SokobanRoom goalRoom = new SokobanRoom(goalRoom(100));
        SokobanSearch.Result r = stopsWithin(goalRoom, Limits.none().withTimeLimit(Duration.ofSeconds(1)), 1000,
                goalRoomSpare);
        assertThat(r.stopped()).startsWith("time limit");
    }

    @Test
    void a_large_goal_room_stops_when_cancelled() {
        SokobanRoom goalRoom = new SokobanRoom(goalRoom(100));
        SokobanSearch.Result r = stopsWithin(goalRoom, Limits.none().withCancellation(after(300)), 300,
                goalRoomSpare);
        assertThat(r.stopped()).startsWith("cancelled");
    }

    /** Runs the portfolio on the room and checks it answered within {@code ms} and the spare; a plan must replay. */
    private static SokobanSearch.Result stopsWithin(SokobanRoom room, Limits limits, long ms, long spare) {
        long start = System.nanoTime();
        SokobanSearch.Result r = Portfolio.run(room, SearchOptions.fast(), limits);
        long took = (System.nanoTime() - start) / 1_000_000;
        assertThat(took).as("ms to the answer (%s)", r.stopped()).isLessThan(ms + spare);
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
