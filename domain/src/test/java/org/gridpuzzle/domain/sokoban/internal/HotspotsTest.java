package org.gridpuzzle.domain.sokoban.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The hotspot table against a forward search from every cell: a box on Y is a hotspot for one on X exactly when a
 * lone box pushed from X (the player free, Y a wall) reaches fewer goals than with Y free; and the count kept push by
 * push equals the count of the pairs after the push.
 */
class HotspotsTest {

    @Property(tries = 60)
    void the_table_is_the_forward_count_and_the_kept_count_the_recount(@ForAll @IntRange(min = 2, max = 5) int boxes,
            @ForAll long seed) {
        Random random = new Random(seed);
        Optional<SokobanRoom> drawn = Rooms.small(boxes, random);
        if (drawn.isEmpty()) {
            return;
        }
        SokobanRoom room = drawn.get();
        Hotspots table = Hotspots.of(room, () -> false);
        for (int x = 0; x < room.floors; x++) {
            int free = goalsFrom(room, x, -1);
            for (int y = 0; y < room.floors; y++) {
                if (y != x) {
                    assertThat(table.hot(x, y)).as("%d for %d", y, x).isEqualTo(goalsFrom(room, x, y) != free);
                }
            }
        }
        int[] cells = new int[boxes];
        for (int i = 0; i < boxes; i++) {
            cells[i] = (i * 7 + (int) (seed & 3)) % room.floors;
        }
        for (int i = 1; i < boxes; i++) {
            for (int j = 0; j < i; j++) {
                if (cells[j] == cells[i]) {
                    return; // two boxes on one cell: not a state
                }
            }
        }
        int pairs = table.count(cells, boxes);
        int to = random.nextInt(room.floors);
        for (int c : cells) {
            if (c == to) {
                return;
            }
        }
        int from = cells[0];
        cells[0] = to;
        assertThat(table.moved(pairs, cells, boxes, 0, from, to)).isEqualTo(table.count(cells, boxes));
    }

    @Test
    void a_table_that_lets_the_player_stand_on_the_wall_disagrees() {
        int disagree = 0;
        for (long seed = 1; seed <= 200 && disagree == 0; seed++) {
            Optional<SokobanRoom> drawn = Rooms.small(3, new Random(seed));
            if (drawn.isEmpty()) {
                continue;
            }
            SokobanRoom room = drawn.get();
            Hotspots mutant = Hotspots.of(room, () -> false, true);
            for (int x = 0; x < room.floors; x++) {
                for (int y = 0; y < room.floors; y++) {
                    boolean truth = y != x && goalsFrom(room, x, y) != goalsFrom(room, x, -1);
                    disagree += y != x && mutant.hot(x, y) != truth ? 1 : 0;
                }
            }
        }
        assertThat(disagree).isPositive();
    }

    /** Goals a lone box on x reaches by pushes, the cell behind it floor and not {@code wall}, x never on the wall. */
    private static int goalsFrom(SokobanRoom room, int x, int wall) {
        boolean[] seen = new boolean[room.floors];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        seen[x] = true;
        queue.add(x);
        int goals = 0;
        while (!queue.isEmpty()) {
            int b = queue.poll();
            goals += room.goal[b] ? 1 : 0;
            for (int d = 0; d < 4; d++) {
                int to = room.step(b, d);
                int behind = room.step(b, SokobanRoom.opposite(d));
                if (to >= 0 && behind >= 0 && to != wall && behind != wall && !seen[to]) {
                    seen[to] = true;
                    queue.add(to);
                }
            }
        }
        return goals;
    }
}
