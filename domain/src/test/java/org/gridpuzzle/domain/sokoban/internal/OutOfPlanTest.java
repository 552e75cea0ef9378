package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The out-of-plan feature's tables against a forward search: a cell it calls stranded after goal k of the packing order
 * is one from which no lone box, the player starting anywhere, is pushed onto a goal after k with goals 0..k as walls.
 */
class OutOfPlanTest {

    @Test
    void a_box_behind_the_next_goal_of_a_corridor_is_out_of_plan() {
        SokobanLevel level = SokobanRulesTest.level(
                "########",
                "#..$ $@#",
                "########");
        SokobanRoom room = new SokobanRoom(level);
        int[] order = PackingOrder.of(room, false);
        OutOfPlan plan = OutOfPlan.of(room, org.gridpuzzle.domain.sokoban.internal.fess.PackingPlan.ofOrder(order));
        // the far goal first; with it filled, the near goal is the last: nothing is out of plan
        assertThat(order[0]).isEqualTo(room.floorOf[9]);
        int[] boxes = {room.floorOf[11], room.floorOf[13]};
        assertThat(plan.count(0, boxes, 2)).isZero();
        assertThat(plan.count(2, boxes, 2)).isZero();
    }

    @Property(tries = 150)
    void stranded_cells_reach_no_later_goal(@ForAll @IntRange(min = 1, max = 4) int boxes, @ForAll long seed) {
        Optional<SokobanRoom> drawn = Rooms.small(boxes, new Random(seed));
        if (drawn.isEmpty()) {
            return;
        }
        SokobanRoom room = drawn.get();
        int[] order = PackingOrder.of(room, false);
        OutOfPlan plan = OutOfPlan.of(room, org.gridpuzzle.domain.sokoban.internal.fess.PackingPlan.ofOrder(order));
        boolean[] wall = new boolean[room.floors];
        for (int k = 0; k < order.length; k++) {
            wall[order[k]] = true;
            boolean[] later = new boolean[room.floors];
            for (int j = k + 1; j < order.length; j++) {
                later[order[j]] = true;
            }
            for (int c = 0; c < room.floors; c++) {
                if (wall[c]) {
                    continue;
                }
                boolean stranded = plan.count(k, new int[] {c, c}, 2) == 1;
                if (stranded) {
                    assertThat(reaches(room, wall, later, c)).as("cell %d after goal %d", c, k).isFalse();
                }
            }
        }
    }

    /** Forward search over (box, player), the player starting on any free cell: can the box be pushed onto a target? */
    private static boolean reaches(SokobanRoom room, boolean[] wall, boolean[] target, int box) {
        int f = room.floors;
        boolean[] seen = new boolean[f * f];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int p = 0; p < f; p++) {
            if (!wall[p] && p != box) {
                seen[box * f + p] = true;
                queue.add(box * f + p);
            }
        }
        while (!queue.isEmpty()) {
            int s = queue.poll();
            int b = s / f;
            int p = s % f;
            if (target[b]) {
                return true;
            }
            for (int d = 0; d < 4; d++) {
                int to = room.step(p, d);
                if (to < 0 || wall[to]) {
                    continue;
                }
                int next = to * 1;
                int nb = b;
                if (to == b) {
                    nb = room.step(b, d);
                    if (nb < 0 || wall[nb]) {
                        continue;
                    }
                }
                int t = nb * f + next;
                if (!seen[t]) {
                    seen[t] = true;
                    queue.add(t);
                }
            }
        }
        return false;
    }
}
