package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.SokobanState;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class PackingOrderTest {

    @Test
    void a_dead_end_corridor_of_goals_is_filled_from_its_far_end() {
        SokobanLevel level = SokobanRulesTest.level(
                "#########",
                "#...    #",
                "#####   #",
                "#@ $$$  #",
                "#########");
        SokobanRoom room = new SokobanRoom(level);
        assertThat(PackingOrder.of(room, false)).containsExactly(room.floorOf[9 + 1], room.floorOf[9 + 2],
                room.floorOf[9 + 3]);
        byte[] occupied = new byte[room.floors];
        occupied[room.floorOf[9 + 1]] = 1;
        occupied[room.floorOf[9 + 3]] = 1;
        assertThat(PackingOrder.packed(PackingOrder.of(room, true), occupied)).as("the middle goal is still empty")
                .isEqualTo(1);
    }

    /**
     * In a pocket of goals behind a door, in a room breadth-first search solves, each goal of the order can still be
     * reached by a box pushed alone from outside the goals once the goals before it are filled (the filled ones as
     * walls), the order's promise. (In a room that cannot be solved, goals that wall each other in come first.)
     */
    @Property(tries = 80)
    void every_goal_of_the_order_takes_a_box_from_outside_with_the_goals_before_it_filled(
            @ForAll @IntRange(min = 1, max = 4) int boxes, @ForAll boolean homeward, @ForAll long seed) {
        Random random = new Random(seed);
        Optional<SokobanLevel> drawn = Rooms.withGoalRoom(6, 9, 3, boxes, random);
        if (drawn.isEmpty() || new PushGraph(drawn.get(), 200_000).toGoal[0] < 0) {
            return;
        }
        SokobanRoom room = new SokobanRoom(drawn.get());
        int[] order = PackingOrder.of(room, homeward);
        int[] sorted = order.clone();
        Arrays.sort(sorted);
        assertThat(sorted).containsExactly(room.goals);
        boolean[] filled = new boolean[room.floors];
        for (int g : order) {
            boolean[] walls = filled.clone();
            SokobanRoom now = new SokobanRoom(room, walls);
            int k = Arrays.binarySearch(room.goals, g);
            boolean fromOutside = false;
            for (int f = 0; f < room.floors && !fromOutside; f++) {
                for (int d = 0; d < 4 && !room.goal[f] && !fromOutside; d++) {
                    int player = room.step(f, d);
                    fromOutside = player >= 0 && !filled[player]
                            && now.pushDistance(k, f, player) < SokobanRoom.UNREACHABLE;
                }
            }
            assertThat(fromOutside).as("goal %d of %s in\n%s", g, Arrays.toString(order), drawn.get().draw(
                    drawn.get().start())).isTrue();
            filled[g] = true;
        }
    }

    /**
     * The order's promise where boxes come from: in pockets of goals behind a door, whenever some order lets every
     * goal in turn take a box pushed alone from a cell where a box starts (the goals filled before it as walls), the
     * packing order that takes boxes home is such an order (checked against every order of up to four goals). The order
     * that only pulls boxes off the goals, onto a free cell beside them in the pocket, fails this.
     */
    @Property(tries = 150)
    void whenever_the_goals_can_be_filled_from_where_boxes_start_the_order_does_so(
            @ForAll @IntRange(min = 2, max = 4) int boxes, @ForAll long seed) {
        Random random = new Random(seed);
        Optional<SokobanLevel> drawn = Rooms.withGoalRoom(6, 9, 4, boxes, random);
        if (drawn.isEmpty()) {
            return;
        }
        SokobanRoom room = new SokobanRoom(drawn.get());
        if (!someOrder(room, new boolean[room.floors], room.goals.length)) {
            return;
        }
        int[] order = PackingOrder.of(room, true);
        boolean[] filled = new boolean[room.floors];
        for (int g : order) {
            assertThat(fromHome(room, filled, g)).as("goal %d of %s in\n%s", g, Arrays.toString(order),
                    drawn.get().draw(drawn.get().start())).isTrue();
            filled[g] = true;
        }
    }

    /** Whether the goals not yet filled can be filled one by one from where boxes start (brute force). */
    private static boolean someOrder(SokobanRoom room, boolean[] filled, int left) {
        if (left == 0) {
            return true;
        }
        for (int g : room.goals) {
            if (!filled[g] && fromHome(room, filled, g)) {
                filled[g] = true;
                boolean done = someOrder(room, filled, left - 1);
                filled[g] = false;
                if (done) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether a box alone on a cell where a box starts (no goal) can be pushed onto goal g, the filled goals as walls,
     * the player first beside it.
     */
    private static boolean fromHome(SokobanRoom room, boolean[] filled, int g) {
        SokobanState start = room.level.start();
        SokobanRoom now = new SokobanRoom(room, filled.clone());
        int k = Arrays.binarySearch(room.goals, g);
        for (int h = 0; h < room.floors; h++) {
            if (room.goal[h] || !start.box(room.cellOf[h])) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int player = room.step(h, d);
                if (player >= 0 && !filled[player] && now.pushDistance(k, h, player) < SokobanRoom.UNREACHABLE) {
                    return true;
                }
            }
        }
        return false;
    }
}
