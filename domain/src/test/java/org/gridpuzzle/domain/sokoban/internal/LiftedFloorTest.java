package org.gridpuzzle.domain.sokoban.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.Random;
import org.gridpuzzle.domain.sokoban.internal.fess.PackingPlan;
import org.junit.jupiter.api.Test;

/**
 * The lifted floor against floods: on random rooms with random boxes, whether two cells stay connected with a box on a
 * third is what a flood with that box says; and FESS's features of a move's position measured by it (the packing kept
 * when the move touches no square of the plan) are those a full labelling measures, for every move of every box.
 */
class LiftedFloorTest {

    @Test
    void two_cells_stay_connected_with_a_box_on_a_third_exactly_when_a_flood_says_so() {
        Random random = new Random(68);
        int checked = 0;
        for (int t = 0; t < 300; t++) {
            Optional<SokobanRoom> drawn = Rooms.small(1, random);
            if (drawn.isEmpty()) {
                continue;
            }
            SokobanRoom room = drawn.get();
            byte[] occupied = new byte[room.floors];
            for (int f = 0; f < room.floors; f++) {
                occupied[f] = (byte) (random.nextInt(5) == 0 ? 1 : 0);
            }
            int root = random.nextInt(room.floors);
            occupied[root] = 0;
            LiftedFloor lifted = new LiftedFloor(room);
            lifted.build(occupied, root);
            int[] marks = new int[room.floors];
            int[] queue = new int[room.floors];
            int stamp = 0;
            room.flood(root, occupied, marks, ++stamp, queue);
            for (int f = 0; f < room.floors; f++) {
                assertThat(lifted.reached(f)).isEqualTo(marks[f] == stamp);
            }
            for (int v = 0; v < room.floors; v++) {
                if (!lifted.reached(v)) {
                    continue;
                }
                occupied[v] = 1;
                for (int d = 0; d < 4; d++) {
                    int x = room.step(v, d);
                    if (x < 0 || occupied[x] != 0) {
                        continue;
                    }
                    room.flood(x, occupied, marks, ++stamp, queue);
                    for (int y = 0; y < room.floors; y++) {
                        if (y != v && occupied[y] == 0 && lifted.reached(y)) {
                            assertThat(lifted.connectedWithout(v, x, y)).as("room %s, box on %d, %d and %d",
                                    room.level, v, x, y).isEqualTo(marks[y] == stamp);
                            checked++;
                        }
                    }
                }
                occupied[v] = 0;
            }
        }
        assertThat(checked).as("pairs checked").isGreaterThan(10_000);
    }

    @Test
    void a_moves_features_by_the_lifted_floor_are_those_of_a_full_labelling() {
        Random random = new Random(1968);
        int moves = 0;
        for (int t = 0; t < 200; t++) {
            Optional<SokobanRoom> drawn = Rooms.small(2 + random.nextInt(4), random);
            if (drawn.isEmpty()) {
                continue;
            }
            SokobanRoom room = drawn.get();
            PushState state = new PushState(room, room.level.start().boxCount());
            state.loadStart();
            // an order, or the backward search's plan, which may park boxes
            PackingPlan plan = t % 2 == 0 ? PackingPlan.ofOrder(PackingOrder.of(room, false))
                    : room.plans.parking(true, null);
            ForwardFeatures features = new ForwardFeatures(state, plan, new RoomLinks(room), OutOfPlan.of(room, plan),
                    Hotspots.of(room, () -> false));
            int player = room.floorOf[room.level.start().player()];
            features.parent(player);
            int[] parentReach = new int[room.floors];
            int[] marks = new int[room.floors];
            int[] queue = new int[room.floors];
            room.flood(player, state.occupied, parentReach, 1, queue);
            int stamp = 0;
            BoxPaths paths = new BoxPaths(room);
            int[] found = new int[4 * room.floors];
            int[] pushes = new int[4 * room.floors];
            boolean[] closed = new boolean[room.floors];
            for (int i = 0; i < state.boxCount; i++) {
                int b = state.boxList[i];
                int n = paths.reachable(state.occupied, b, player, closed, Integer.MAX_VALUE, found, pushes);
                features.lift(b);
                for (int k = 0; k < n; k++) {
                    int to = found[k] >>> 2;
                    int at = room.step(to, found[k] & 3);
                    state.move(i, b, to);
                    try {
                        // the oracle: a full labelling, and the explorer's new pushes by a flood from the player
                        features.measure(at);
                        room.flood(at, state.occupied, marks, ++stamp, queue);
                        boolean opens = false;
                        for (int j = 0; j < state.boxCount; j++) {
                            int box = state.boxList[j];
                            for (int d = 0; d < 4 && box != to; d++) {
                                int side = room.step(box, d);
                                int ahead = room.step(box, SokobanRoom.opposite(d));
                                opens |= side >= 0 && ahead >= 0 && state.occupied[side] == 0
                                        && state.occupied[ahead] == 0 && !room.dead[ahead] && marks[side] == stamp
                                        && parentReach[side] != 1;
                            }
                        }
                        features.opens = opens;
                        String slow = values(features);
                        features.measure(at, to, b);
                        assertThat(values(features)).as("%s: box %d to %d", room.level, b, to).isEqualTo(slow);
                        moves++;
                    } finally {
                        state.move(i, to, b);
                    }
                }
            }
        }
        assertThat(moves).as("moves measured").isGreaterThan(1_000);
    }

    private static String values(ForwardFeatures f) {
        return "packed " + f.packed + " oop " + f.outOfPlanBoxes + " links " + f.obstructed + " regions " + f.regions
                + " mobility " + f.mobility + " hotspots " + f.hotspotBoxes + " opens " + f.opens + " walk "
                + f.distance;
    }
}
