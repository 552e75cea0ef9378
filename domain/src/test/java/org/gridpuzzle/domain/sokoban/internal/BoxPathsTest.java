package org.gridpuzzle.domain.sokoban.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * One box's fewest pushes, the other boxes standing still, against a breadth-first search over the box's cell and the
 * player's cell one step at a time (walks free, pushes counted) in random rooms: the same count, or none for both, and
 * the pushes found replay (each push's player cell reachable, the box never on another box or a closed cell) to the
 * target.
 */
class BoxPathsTest {

    @Property(tries = 300)
    void fewest_pushes_agree_with_a_search_over_box_and_player(@ForAll @IntRange(min = 1, max = 5) int boxes,
            @ForAll long seed) {
        Random random = new Random(seed);
        Optional<SokobanRoom> drawn = Rooms.small(boxes, random);
        if (drawn.isEmpty()) {
            return;
        }
        SokobanRoom room = drawn.get();
        BoxPaths paths = new BoxPaths(room);
        for (int trial = 0; trial < 20; trial++) {
            byte[] occupied = new byte[room.floors];
            int box = random.nextInt(room.floors);
            occupied[box] = 1;
            for (int k = 1; k < boxes; k++) {
                occupied[random.nextInt(room.floors)] = 1;
            }
            int player = random.nextInt(room.floors);
            int target = random.nextInt(room.floors);
            if (occupied[player] != 0 || occupied[target] != 0 && target != box) {
                continue;
            }
            boolean[] closed = new boolean[room.floors];
            for (int f = 0; f < room.floors; f++) {
                closed[f] = f != target && random.nextInt(8) == 0;
            }
            byte[] before = occupied.clone();
            int[] found = paths.path(occupied, box, target, player, closed, Integer.MAX_VALUE);
            assertThat(occupied).as("boxes restored").isEqualTo(before);
            int truth = fewest(room, occupied, box, target, player, closed);
            if (truth < 0) {
                assertThat(found).isNull();
                continue;
            }
            assertThat(found).as("box %d to %d", box, target).isNotNull();
            assertThat(found.length).as("pushes of box %d to %d", box, target).isEqualTo(truth);
            replay(room, occupied.clone(), box, target, player, closed, found);
            if (truth > 0) {
                assertThat(paths.path(occupied, box, target, player, closed, truth - 1)).as("one push short").isNull();
                assertThat(paths.path(occupied, box, target, player, closed, truth)).hasSize(truth);
            }
        }
    }

    @Property(tries = 300)
    void every_place_a_box_reaches_is_listed_once_per_region_with_its_fewest_pushes(
            @ForAll @IntRange(min = 1, max = 5) int boxes, @ForAll long seed) {
        Random random = new Random(seed);
        Optional<SokobanRoom> drawn = Rooms.small(boxes, random);
        if (drawn.isEmpty()) {
            return;
        }
        SokobanRoom room = drawn.get();
        BoxPaths paths = new BoxPaths(room);
        int f = room.floors;
        for (int trial = 0; trial < 10; trial++) {
            byte[] occupied = new byte[f];
            int box = random.nextInt(f);
            occupied[box] = 1;
            for (int k = 1; k < boxes; k++) {
                occupied[random.nextInt(f)] = 1;
            }
            int player = random.nextInt(f);
            if (occupied[player] != 0) {
                continue;
            }
            boolean[] closed = new boolean[f];
            for (int c = 0; c < f; c++) {
                closed[c] = random.nextInt(8) == 0;
            }
            byte[] before = occupied.clone();
            int[] found = new int[4 * f];
            int[] pushes = new int[4 * f];
            int n = paths.reachable(occupied, box, player, closed, Integer.MAX_VALUE, found, pushes);
            assertThat(occupied).as("boxes restored").isEqualTo(before);
            int[] truth = costs(room, occupied, box, player, closed);
            byte[] others = occupied.clone();
            others[box] = 0;
            for (int t = 0; t < f; t++) {
                if (others[t] != 0) {
                    continue;
                }
                others[t] = 1;
                int[] region = new int[f];
                for (int s = 0; s < 4; s++) {
                    int q = room.step(t, s);
                    if (q < 0 || others[q] != 0 || truth[t * f + q] == Integer.MAX_VALUE
                            || t == box && truth[t * f + q] == 0) {
                        continue; // out of reach, or where the box stood with the player in his first region
                    }
                    int listed = 0;
                    Arrays.fill(region, 0);
                    room.flood(q, others, region, 1, new int[f]);
                    for (int k = 0; k < n; k++) {
                        int p = room.step(found[k] >>> 2, found[k] & 3);
                        if (found[k] >>> 2 == t && region[p] == 1) {
                            listed++;
                            assertThat(pushes[k]).as("pushes to %d", t).isEqualTo(truth[t * f + q]);
                            int[] path = paths.path(occupied, box, t, found[k] & 3, player, closed, Integer.MAX_VALUE);
                            assertThat(path).hasSize(pushes[k]);
                            replay(room, occupied.clone(), box, t, player, closed, path);
                            assertThat(SokobanMoves.direction(path[path.length - 1]))
                                    .isEqualTo(SokobanRoom.opposite(found[k] & 3));
                        }
                    }
                    assertThat(listed).as("box %d to %d, player side %d", box, t, s).isEqualTo(1);
                }
                others[t] = 0;
            }
        }
    }

    private static void replay(SokobanRoom room, byte[] occupied, int box, int target, int player, boolean[] closed,
            int[] pushes) {
        int at = box;
        int me = player;
        for (int push : pushes) {
            int d = SokobanMoves.direction(push);
            assertThat(SokobanMoves.box(push)).isEqualTo(at);
            int behind = room.step(at, SokobanRoom.opposite(d));
            int[] marks = new int[room.floors];
            room.flood(me, occupied, marks, 1, new int[room.floors]);
            assertThat(behind).isNotNegative();
            assertThat(marks[behind]).as("the player reaches the push").isEqualTo(1);
            int to = room.step(at, d);
            assertThat(to).isNotNegative();
            assertThat(occupied[to]).isZero();
            assertThat(closed[to]).isFalse();
            occupied[at] = 0;
            occupied[to] = 1;
            me = at;
            at = to;
        }
        assertThat(at).isEqualTo(target);
    }

    /** Breadth first over (box, player) with walks at no cost (0-1 by a deque); −1 when the target is out of reach. */
    private static int fewest(SokobanRoom room, byte[] occupied, int box, int target, int player, boolean[] closed) {
        int[] cost = costs(room, occupied, box, player, closed);
        int best = Integer.MAX_VALUE;
        for (int p = 0; p < room.floors; p++) {
            best = Math.min(best, cost[target * room.floors + p]);
        }
        return best == Integer.MAX_VALUE ? -1 : best;
    }

    /** The fewest pushes to each (box, player) pair, box · floors + player, by 0-1 breadth first (walks free). */
    private static int[] costs(SokobanRoom room, byte[] occupied, int box, int player, boolean[] closed) {
        int f = room.floors;
        int[] cost = new int[f * f];
        Arrays.fill(cost, Integer.MAX_VALUE);
        ArrayDeque<Integer> deque = new ArrayDeque<>();
        cost[box * f + player] = 0;
        deque.add(box * f + player);
        byte[] others = occupied.clone();
        others[box] = 0;
        while (!deque.isEmpty()) {
            int s = deque.pollFirst();
            int b = s / f;
            int p = s % f;
            int c = cost[s];
            for (int d = 0; d < 4; d++) {
                int q = room.step(p, d);
                if (q < 0 || others[q] != 0) {
                    continue;
                }
                if (q != b) {
                    if (cost[b * f + q] > c) {
                        cost[b * f + q] = c;
                        deque.addFirst(b * f + q);
                    }
                    continue;
                }
                int to = room.step(b, d);
                if (to >= 0 && others[to] == 0 && !closed[to] && cost[to * f + b] > c + 1) {
                    cost[to * f + b] = c + 1;
                    deque.addLast(to * f + b);
                }
            }
        }
        return cost;
    }
}
