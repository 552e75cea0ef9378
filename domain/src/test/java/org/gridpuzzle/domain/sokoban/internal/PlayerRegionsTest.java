package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.grid.Direction;
import org.junit.jupiter.api.Test;

/**
 * The child's player region from the parent's (cut cells, two smallest cells) against a flood fill of the child, for
 * every push from random box placements in random rooms: when it answers, it names the flood's smallest cell, and when
 * it says the floor keeps its number of regions, counting them on the child's floor agrees.
 */
class PlayerRegionsTest {

    @Property(tries = 300)
    void the_shortcut_names_the_region_a_flood_fill_finds(@ForAll @IntRange(min = 1, max = 6) int boxes,
            @ForAll long seed) {
        Random random = new Random(seed);
        Optional<SokobanRoom> drawn = Rooms.small(boxes, random);
        if (drawn.isEmpty()) {
            return;
        }
        SokobanRoom room = drawn.get();
        PlayerRegions regions = new PlayerRegions(room);
        for (int trial = 0; trial < 20; trial++) {
            byte[] occupied = new byte[room.floors];
            for (int k = 0; k < boxes; k++) {
                occupied[random.nextInt(room.floors)] = 1;
            }
            int player = random.nextInt(room.floors);
            if (occupied[player] != 0) {
                continue;
            }
            int[] reach = new int[room.floors];
            int stamp = 7;
            int least = flood(room, occupied, player, reach, stamp);
            int[] marked = new int[room.floors];
            int before = count(room, occupied);
            regions.parent(least, occupied, marked, stamp);
            assertThat(marked).as("the parent's region, marked as a flood fill marks it").isEqualTo(reach);
            for (int b = 0; b < room.floors; b++) {
                for (int d = 0; d < 4 && occupied[b] != 0; d++) {
                    int behind = room.step(b, SokobanRoom.opposite(d));
                    int to = room.step(b, d);
                    if (behind < 0 || reach[behind] != stamp || to < 0 || occupied[to] != 0) {
                        continue;
                    }
                    occupied[b] = 0;
                    occupied[to] = 1;
                    int shortcut = regions.child(b, d, occupied);
                    int truth = flood(room, occupied, b, new int[room.floors], 1);
                    boolean kept = shortcut != PlayerRegions.UNKNOWN && regions.regionCountKept();
                    int after = count(room, occupied);
                    occupied[to] = 0;
                    occupied[b] = 1;
                    if (shortcut != PlayerRegions.UNKNOWN) {
                        assertThat(shortcut).as("push of %d along %d", b, d).isEqualTo(truth);
                    }
                    if (kept) {
                        assertThat(after).as("regions after the push of %d along %d", b, d).isEqualTo(before);
                    }
                    keptSeen |= kept;
                    changedSeen |= after != before;
                }
            }
        }
    }

    private static boolean keptSeen;
    private static boolean changedSeen;

    /** The properties above met both cases: counts said to be kept, and pushes that changed the count. */
    @net.jqwik.api.lifecycle.AfterContainer
    static void both_cases_were_met() {
        assertThat(keptSeen).isTrue();
        assertThat(changedSeen).isTrue();
    }

    /** The regions the free cells form. */
    private static int count(SokobanRoom room, byte[] occupied) {
        int[] marks = new int[room.floors];
        int regions = 0;
        for (int f = 0; f < room.floors; f++) {
            if (occupied[f] == 0 && marks[f] == 0) {
                regions++;
                flood(room, occupied, f, marks, 1);
            }
        }
        return regions;
    }

    /** In an open room a push inside the region, onto a cell that cuts nothing, is answered without a flood. */
    @Test
    void an_open_room_push_is_answered_by_the_shortcut() {
        SokobanRoom room = new SokobanRoom(SokobanRulesTest.level(
                "#######",
                "#     #",
                "# $   #",
                "#  @  #",
                "#    .#",
                "#######"));
        SokobanLevel level = room.level;
        byte[] occupied = new byte[room.floors];
        int box = -1;
        for (int cell = 0; cell < level.cells(); cell++) {
            box = level.start().box(cell) ? room.floorOf[cell] : box;
        }
        occupied[box] = 1;
        int player = room.floorOf[level.start().player()];
        int[] reach = new int[room.floors];
        int least = flood(room, occupied, player, reach, 1);
        PlayerRegions regions = new PlayerRegions(room);
        regions.parent(least, occupied, new int[room.floors], 1);
        int up = Direction.UP.ordinal(); // pushed up from below: the cell above is open room, no cut cell
        int to = room.step(box, up);
        occupied[box] = 0;
        occupied[to] = 1;
        int shortcut = regions.child(box, up, occupied);
        assertThat(shortcut).isNotEqualTo(PlayerRegions.UNKNOWN)
                .isEqualTo(flood(room, occupied, box, new int[room.floors], 1));
    }

    /** Marks the free cells reachable from {@code from} with {@code stamp}; returns the smallest. */
    private static int flood(SokobanRoom room, byte[] occupied, int from, int[] marks, int stamp) {
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(from);
        marks[from] = stamp;
        int least = from;
        while (!queue.isEmpty()) {
            int x = queue.poll();
            least = Math.min(least, x);
            for (int d = 0; d < 4; d++) {
                int y = room.step(x, d);
                if (y >= 0 && marks[y] != stamp && occupied[y] == 0) {
                    marks[y] = stamp;
                    queue.add(y);
                }
            }
        }
        return least;
    }
}
