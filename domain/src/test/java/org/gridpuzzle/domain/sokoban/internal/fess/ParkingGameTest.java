package org.gridpuzzle.domain.sokoban.internal.fess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.gridpuzzle.domain.search.StopReason;
import org.junit.jupiter.api.Test;

/**
 * The packing plan's backward search as a game of the FESS engine: the moves it lists (the draft's rule 1 among
 * them), and the search stopping when its flood steps are spent.
 */
class ParkingGameTest {

    /**
     * Goals on 0 and 1, starts on 0 and 2, a second row below: the box on 0 can go home at once, the box on 1 be
     * pulled onto 2 (cutting square 1 off: not advised), onto 2 and home, or onto 3 (the advised pull).
     */
    private static final String[] ROOM = {"#######", "#*.$  #", "#     #", "#######"};

    private record Listed(int child, int cell, int weight, long score, int advisor) {
    }

    private static List<Listed> rootMoves(boolean eliminationsOnly) {
        ParkingSearchTest.Room room = ParkingSearchTest.Room.of(ROOM);
        ParkingGame game = new ParkingGame(room.floor, () -> false, MemoryAccount.open("test", 1L << 24), false, true,
                eliminationsOnly, Long.MAX_VALUE);
        List<Integer> roots = new ArrayList<>();
        game.roots((state, cell, score) -> roots.add(state));
        assertThat(roots).hasSize(1);
        List<Listed> moves = new ArrayList<>();
        game.listMoves(roots.get(0), (child, cell, weight, score, advisor) -> moves.add(
                new Listed(child, cell, weight, score, advisor)));
        return moves;
    }

    @Test
    void a_box_taken_home_and_the_advised_pull_weigh_nothing_and_are_tagged() {
        List<Listed> moves = rootMoves(false);
        assertThat(moves).extracting(Listed::advisor).containsExactly(ParkingGame.HOME, FessGame.NO_ADVISOR,
                ParkingGame.HOME, ParkingGame.ADVISED_PULL);
        assertThat(moves).extracting(Listed::weight).containsExactly(0, 1, 0, 0);
        // cells are boxes on the board · 11 + boxes on goals (a floor of 10): the root's 2·11 + 2; either box taken
        // home leaves the other on its goal, 1·11 + 1; a pull takes a box off its goal, 2·11 + 1
        assertThat(moves).extracting(Listed::cell).containsExactly(12, 23, 12, 23);
        // homeFirst: a box taken home wins every tie; a pull by its boxes' distance from the goals
        assertThat(moves).extracting(Listed::score).containsExactly(Long.MAX_VALUE, 1L, Long.MAX_VALUE, 2L);
    }

    /** [Draft] §6, rule 1: "if such a move is available, the packing plan computation prunes all other moves". */
    @Test
    void under_rule_1_a_position_that_can_take_a_box_home_lists_nothing_else() {
        List<Listed> all = rootMoves(false);
        List<Listed> moves = rootMoves(true);
        assertThat(moves).containsExactly(all.get(0), all.get(2));
    }

    /**
     * Rule 1 prunes, so it may miss a plan, but never makes one the game does not have: a whole plan under it is one
     * the boxes coming in one at a time can play.
     */
    @Property(tries = 200)
    void under_rule_1_a_whole_plan_still_replays(@ForAll @IntRange(min = 1, max = 3) int boxes, @ForAll long seed) {
        Optional<ParkingSearchTest.Room> drawn = ParkingSearchTest.Room.random(boxes, new Random(seed));
        if (drawn.isEmpty()) {
            return;
        }
        ParkingSearchTest.Room room = drawn.get();
        PackingPlan plan = ParkingSearch.find(room.floor, () -> false, 1L << 28,
                ParkingSearch.Options.defaults().unbounded().withEliminationsOnly(true), r -> { });
        if (plan != null && plan.complete()) {
            assertThat(room.winnable()).as("a whole plan in\n%s", room).isTrue();
            assertThat(room.replays(plan)).as("the plan %s replays in\n%s", plan, room).isTrue();
        }
    }

    /**
     * Spent flood steps (the setup's among them) stop the engine, whose budget reads them, with the best position so
     * far as a partial plan; a smaller allowance never makes more positions, and the least still makes the roots.
     */
    @Test
    void spent_work_stops_the_search_with_a_partial_plan() {
        ParkingSearchTest.Room room = ParkingSearchTest.Room.of("#######", "#     #", "#  $$ #", "# $$  #", "#### ##",
                "#.  ..#", "#     #", "# . # #", "#######");
        List<FessResult> whole = new ArrayList<>();
        ParkingSearch.Options unbounded = ParkingSearch.Options.defaults().unbounded();
        assertThat(ParkingSearch.find(room.floor, () -> false, 1L << 28, unbounded, whole::add).complete()).isTrue();
        assertThat(whole).extracting(FessResult::stopped).containsOnlyNulls();
        long last = Long.MAX_VALUE;
        for (long work : new long[] {12_000, 9_000, 6_000, 4_000, 1}) {
            List<FessResult> runs = new ArrayList<>();
            ParkingSearch.Options options = new ParkingSearch.Options(false, false, Integer.MAX_VALUE, work, 1);
            PackingPlan plan = ParkingSearch.find(room.floor, () -> false, 1L << 28, options, runs::add);
            assertThat(runs).extracting(FessResult::stopped).as("work %d", work).containsOnly(StopReason.CANCELLED);
            assertThat(plan.complete()).isFalse();
            long positions = runs.stream().mapToLong(r -> r.counts().nodes()).sum();
            assertThat(positions).as("work %d", work).isPositive().isLessThanOrEqualTo(last);
            last = positions;
        }
        assertThat(last).as("the roots alone").isLessThan(whole.get(0).counts().nodes());
    }
}
