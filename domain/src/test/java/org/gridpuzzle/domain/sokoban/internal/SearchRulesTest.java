package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.SokobanState;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The search's pruning against the whole unpruned push graph of random rooms: in every state from which the room
 * can still be solved, no box stands on a dead square, no box is frozen off its goal, and the assignment bound
 * never exceeds the exact pushes left (it is admissible), also with the boxes frozen on goals turned into walls.
 * So no rule ever cuts a state breadth-first search solves.
 */
class SearchRulesTest {

    @Property(tries = 120)
    void no_rule_cuts_a_solvable_state_and_the_bound_is_admissible(@ForAll @IntRange(min = 1, max = 4) int boxes,
            @ForAll long seed) {
        Random random = new Random(seed);
        Optional<SokobanLevel> drawn = Rooms.random(5 + random.nextInt(2), 6 + random.nextInt(2), boxes, random);
        if (drawn.isEmpty()) {
            return;
        }
        SokobanLevel level = drawn.get();
        PushGraph graph = new PushGraph(level, 200_000);
        SokobanRoom room = new SokobanRoom(level);
        FreezeDeadlock freeze = new FreezeDeadlock(room);
        Assignment assignment = new Assignment(boxes);
        for (int id = 0; id < graph.states.size(); id++) {
            int left = graph.toGoal[id];
            if (left < 0) {
                continue;
            }
            SokobanState s = graph.states.get(id);
            byte[] occupied = new byte[room.floors];
            int[] list = new int[boxes];
            int k = 0;
            for (int f = 0; f < room.floors; f++) {
                if (s.box(room.cellOf[f])) {
                    occupied[f] = 1;
                    list[k++] = f;
                }
            }
            int[][] cost = new int[boxes][boxes];
            for (int i = 0; i < boxes; i++) {
                assertThat(room.dead[list[i]]).as("a box of a solvable state on a dead square\n%s", level.draw(s))
                        .isFalse();
                assertThat(freeze.after(occupied, list[i])).as("a solvable state called frozen\n%s", level.draw(s))
                        .isFalse();
                for (int j = 0; j < boxes; j++) {
                    cost[i][j] = room.pushDistance(j, list[i], room.floorOf[s.player()]);
                }
            }
            assertThat(assignment.solve(cost, SokobanRoom.UNREACHABLE)).as("bound of\n%s", level.draw(s))
                    .isLessThanOrEqualTo(left);
            // boxes found frozen on their goals as walls: still no dead box, still a true bound
            for (int i = 0; i < boxes; i++) {
                if (freeze.after(occupied, list[i]) || freeze.frozenOnGoals() == 0) {
                    continue;
                }
                boolean[] frozen = new boolean[room.floors];
                for (int k2 = 0; k2 < freeze.frozenOnGoals(); k2++) {
                    frozen[freeze.frozenBox(k2)] = true;
                }
                SokobanRoom walled = new SokobanRoom(room, frozen);
                for (int a = 0; a < boxes; a++) {
                    assertThat(!frozen[list[a]] && walled.dead[list[a]]).as("dead beside frozen boxes\n%s",
                            level.draw(s)).isFalse();
                    for (int j = 0; j < boxes; j++) {
                        cost[a][j] = walled.pushDistance(j, list[a], room.floorOf[s.player()]);
                    }
                }
                assertThat(assignment.solve(cost, SokobanRoom.UNREACHABLE)).as("bound beside frozen boxes\n%s",
                        level.draw(s)).isLessThanOrEqualTo(left);
            }
        }
    }

    @Test
    void a_box_pushed_beside_a_box_on_its_goal_along_a_wall_is_frozen() {
        SokobanLevel level = SokobanRulesTest.level(
                "########",
                "#   *  #",
                "#  $@ .#",
                "#      #",
                "########");
        SokobanRoom room = new SokobanRoom(level);
        byte[] occupied = new byte[room.floors];
        int pushed = room.floorOf[1 * 8 + 3];
        occupied[pushed] = 1;
        occupied[room.floorOf[1 * 8 + 4]] = 1;
        assertThat(room.dead[pushed]).isFalse();
        assertThat(new FreezeDeadlock(room).after(occupied, pushed)).isTrue();
        // the same pair on two goals is frozen but solved, not a deadlock
        SokobanLevel onGoals = SokobanRulesTest.level(
                "########",
                "#  .*  #",
                "#  $@  #",
                "#      #",
                "########");
        SokobanRoom goals = new SokobanRoom(onGoals);
        byte[] both = new byte[goals.floors];
        both[goals.floorOf[1 * 8 + 3]] = 1;
        both[goals.floorOf[1 * 8 + 4]] = 1;
        assertThat(new FreezeDeadlock(goals).after(both, goals.floorOf[1 * 8 + 3])).isFalse();
    }

    @Test
    void push_distances_turn_the_box_only_where_the_player_can_walk_around_it() {
        // in the corridor the player cannot get past the box: the goal on its left is out of reach
        SokobanLevel level = SokobanRulesTest.level(
                "#########",
                "#. @$   #",
                "#########");
        SokobanRoom room = new SokobanRoom(level);
        int box = room.floorOf[1 * 9 + 4];
        assertThat(room.pushDistance(0, box, room.floorOf[1 * 9 + 3])).isEqualTo(SokobanRoom.UNREACHABLE);
        assertThat(room.pushDistance(0, box, room.floorOf[1 * 9 + 6])).isEqualTo(3);
        assertThat(room.dead[box]).isFalse();
        assertThat(DeadSquares.pushDistances(level)[1 * 9 + 4]).as("the plain pull distance ignores the player")
                .isEqualTo(3);
        // in a room the player walks around the box: the plain distance
        SokobanLevel open = SokobanRulesTest.level(
                "#########",
                "#       #",
                "#. @$   #",
                "#       #",
                "#########");
        SokobanRoom around = new SokobanRoom(open);
        assertThat(around.pushDistance(0, around.floorOf[2 * 9 + 4], around.floorOf[2 * 9 + 3])).isEqualTo(3);
    }
}
