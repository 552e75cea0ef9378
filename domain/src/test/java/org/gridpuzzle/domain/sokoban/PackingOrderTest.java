package org.gridpuzzle.domain.sokoban;

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
        assertThat(PackingOrder.of(room)).containsExactly(room.floorOf[9 + 1], room.floorOf[9 + 2],
                room.floorOf[9 + 3]);
        byte[] occupied = new byte[room.floors];
        occupied[room.floorOf[9 + 1]] = 1;
        occupied[room.floorOf[9 + 3]] = 1;
        assertThat(PackingOrder.packed(PackingOrder.of(room), occupied)).as("the middle goal is still empty")
                .isEqualTo(1);
    }

    /**
     * In a pocket of goals behind a door, in a room breadth-first search solves, each goal of the order can still be
     * reached by a box pushed alone from outside the goals once the goals before it are filled (the filled ones as
     * walls), the order's promise. (In a room that cannot be solved, goals that wall each other in come first.)
     */
    @Property(tries = 80)
    void every_goal_of_the_order_takes_a_box_from_outside_with_the_goals_before_it_filled(
            @ForAll @IntRange(min = 1, max = 4) int boxes, @ForAll long seed) {
        Random random = new Random(seed);
        Optional<SokobanLevel> drawn = Rooms.withGoalRoom(6, 9, 3, boxes, random);
        if (drawn.isEmpty() || new PushGraph(drawn.get(), 200_000).toGoal[0] < 0) {
            return;
        }
        SokobanRoom room = new SokobanRoom(drawn.get());
        int[] order = PackingOrder.of(room);
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
}
