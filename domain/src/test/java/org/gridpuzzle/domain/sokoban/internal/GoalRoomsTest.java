package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanStep;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.SokobanState;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.Sokoban;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.junit.jupiter.api.Test;

/**
 * Goal rooms on random levels whose goals lie in a pocket behind one door: every macro replays by the rules with
 * the boxes placed before it, and the fast search (macros first, then without) agrees with breadth-first search on
 * which rooms are solvable and never beats its optimum.
 */
class GoalRoomsTest {

    private static final Limits LIMITS = Limits.none().withTimeLimit(Duration.ofSeconds(10));

    @Property(tries = 120)
    void every_macro_replays_with_the_boxes_placed_before_it(@ForAll @IntRange(min = 1, max = 4) int boxes,
            @ForAll long seed) {
        Random random = new Random(seed);
        Optional<SokobanLevel> drawn = Rooms.withGoalRoom(5 + random.nextInt(3), 8 + random.nextInt(3),
                2 + random.nextInt(2), boxes, random);
        if (drawn.isEmpty()) {
            return;
        }
        SokobanLevel level = drawn.get();
        SokobanRoom room = new SokobanRoom(level);
        GoalRooms rooms = GoalRooms.of(room, null);
        for (int r = 0; r < rooms.count(); r++) {
            for (int j = 0; j < rooms.entrance(r).length; j++) {
                assertThat(room.goal[rooms.entrance(r)[j]]).isFalse();
                for (int k = 0; k < rooms.size(r); k++) {
                    for (int d = 0; d < 4; d++) {
                        int[] macro = rooms.macro(r, k, j, d);
                        if (macro != null) {
                            replay(level, room, rooms, r, k, rooms.entrance(r)[j], d, macro);
                        }
                    }
                }
            }
        }
    }

    /** The k-th box of room r from the entrance, the player behind it along d, the earlier boxes on their goals. */
    private static void replay(SokobanLevel level, SokobanRoom room, GoalRooms rooms, int r, int k, int e, int d,
            int[] macro) {
        boolean[] boxes = new boolean[level.cells()];
        for (int j = 0; j < k; j++) {
            boxes[room.cellOf[rooms.target(r, j)]] = true;
        }
        boxes[room.cellOf[e]] = true;
        int outside = room.step(e, SokobanRoom.opposite(d));
        assertThat(outside).isNotNegative();
        assertThat(rooms.roomOf(outside)).isNegative();
        SokobanState s = new SokobanState(room.cellOf[outside], boxes);
        assertThat(macro[0]).isEqualTo(4 * e + d);
        for (int push : macro) {
            int box = room.cellOf[push >>> 2];
            Direction dir = SokobanRoom.DIRECTIONS[push & 3];
            assertThat(s.box(box)).isTrue();
            int behind = room.cellOf[room.step(push >>> 2, SokobanRoom.opposite(push & 3))];
            String walk = SokobanWalks.to(level, s, behind);
            assertThat(walk).as("the player reaches the side of the box to push").isNotNull();
            SokobanStep step = SokobanReplay.step(level, s.withPlayer(behind), dir);
            assertThat(step.kind()).isEqualTo(SokobanStep.Kind.PUSH);
            s = step.after();
            assertThat(rooms.roomOf(room.floorOf[level.next(box, dir)])).isEqualTo(r);
        }
        assertThat(s.box(room.cellOf[rooms.target(r, k)])).isTrue();
        boolean out = false;
        for (int door : rooms.entrance(r)) {
            out |= SokobanWalks.to(level, s, room.cellOf[door]) != null;
        }
        assertThat(out).as("the player walks out again").isTrue();
    }

    @Property(tries = 120)
    void fast_search_with_macros_against_breadth_first_search(@ForAll @IntRange(min = 1, max = 3) int boxes,
            @ForAll long seed) {
        Random random = new Random(seed);
        Optional<SokobanLevel> drawn = Rooms.withGoalRoom(5 + random.nextInt(2), 8 + random.nextInt(2), 2, boxes,
                random);
        if (drawn.isEmpty()) {
            return;
        }
        FastAgainstBreadthFirst.check(drawn.get());
    }

    @Test
    void most_pocket_levels_have_a_goal_room_so_the_properties_see_macros_from_one_and_two_cells() {
        Random random = new Random(7);
        int drawn = 0;
        int withRoom = 0;
        int twoCellEntrance = 0;
        for (int i = 0; i < 100; i++) {
            Optional<SokobanLevel> level = Rooms.withGoalRoom(6, 9, 3, 1 + random.nextInt(3), random);
            if (level.isPresent()) {
                drawn++;
                GoalRooms rooms = GoalRooms.of(new SokobanRoom(level.get()), null);
                withRoom += rooms.count() > 0 ? 1 : 0;
                twoCellEntrance += rooms.count() > 0 && rooms.entrance(0).length == 2 ? 1 : 0;
            }
        }
        assertThat(withRoom).as("of %d", drawn).isGreaterThan(drawn / 3);
        assertThat(twoCellEntrance).as("of %d", withRoom).isGreaterThan(withRoom / 5);
    }

    @Test
    void a_one_wide_goal_corridor_is_filled_from_the_far_end() {
        SokobanLevel level = SokobanRulesTest.level(
                "#########",
                "#   #####",
                "# $$ ...#",
                "# $ #####",
                "#@  #####",
                "#########");
        SokobanRoom room = new SokobanRoom(level);
        GoalRooms rooms = GoalRooms.of(room, null);
        assertThat(rooms.count()).isEqualTo(1);
        assertThat(rooms.size(0)).isEqualTo(3);
        int[] columns = new int[3];
        for (int k = 0; k < 3; k++) {
            columns[k] = room.cellOf[rooms.target(0, k)] % level.cols();
        }
        assertThat(columns).containsExactly(7, 6, 5);
        SokobanSearch.Result fast = SokobanSearch.solve(level, SearchOptions.fast(), LIMITS);
        assertThat(Sokoban.solves(level, fast.moves())).isTrue();
    }

    @Test
    void no_room_with_a_box_inside_or_a_second_door() {
        SokobanLevel boxInside = SokobanRulesTest.level(
                "#########",
                "#   #####",
                "# $$ .*.#",
                "#   #####",
                "#@  #####",
                "#########");
        SokobanLevel twoDoors = SokobanRulesTest.level(
                "########",
                "#    ..#",
                "# $$ # #",
                "# $   .#",
                "#@   ###",
                "########");
        assertThat(GoalRooms.of(new SokobanRoom(boxInside), null).count()).isZero();
        assertThat(GoalRooms.of(new SokobanRoom(twoDoors), null).count()).isZero();
    }
}
