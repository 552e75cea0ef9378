package org.gridpuzzle.domain.snowman.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The split with snowmen on distinct cells against brute force: every way to give each ball a role (as many of each
 * role as snowmen), to group them into snowmen and to put the snowmen on distinct cells. Up to three snowmen (nine
 * balls), the case of rob_james_matthew that no breadth-first oracle can reach.
 */
class DistinctCellSplitTest {

    @Property(tries = 100, edgeCases = EdgeCasesMode.NONE)
    void equals_the_cheapest_assignment_of_roles_groups_and_distinct_cells(@ForAll long seed,
            @ForAll @IntRange(min = 2, max = 3) int snowmen, @ForAll @IntRange(min = 1, max = 5) int floors) {
        Random random = new Random(seed);
        int balls = 3 * snowmen;
        int[][][] cost = new int[3][balls][floors];
        for (int role = 0; role < 3; role++) {
            for (int b = 0; b < balls; b++) {
                for (int c = 0; c < floors; c++) {
                    // small costs make ties and shared cheapest cells common; some roles and cells impossible
                    cost[role][b][c] = random.nextInt(8) == 0 ? SnowmanFloor.FAR : random.nextInt(4);
                }
            }
        }
        int expected = bruteForce(cost, balls, snowmen, floors);
        assertThat(new DistinctCellSplit(balls, floors).of(cost)).isEqualTo(expected);
    }

    /** Balls in order: each joins a snowman (0..snowmen-1) in a free role; then every distinct placement of them. */
    private static int bruteForce(int[][][] cost, int balls, int snowmen, int floors) {
        int[] member = new int[snowmen * 3];
        return assign(cost, 0, balls, snowmen, floors, member);
    }

    /** member[3·s + role]: the ball in that role of snowman s, or −1. */
    private static int assign(int[][][] cost, int ball, int balls, int snowmen, int floors, int[] member) {
        if (ball == 0) {
            Arrays.fill(member, -1);
        }
        if (ball == balls) {
            return place(cost, 0, snowmen, floors, member, new boolean[floors]);
        }
        int best = SnowmanFloor.FAR;
        for (int slot = 0; slot < member.length; slot++) {
            if (member[slot] >= 0) {
                continue;
            }
            member[slot] = ball;
            best = Math.min(best, assign(cost, ball + 1, balls, snowmen, floors, member));
            member[slot] = -1;
        }
        return best;
    }

    private static int place(int[][][] cost, int s, int snowmen, int floors, int[] member, boolean[] used) {
        if (s == snowmen) {
            return 0;
        }
        int best = SnowmanFloor.FAR;
        for (int c = 0; c < floors; c++) {
            if (used[c]) {
                continue;
            }
            int here = 0;
            for (int role = 0; role < 3; role++) {
                here += cost[role][member[3 * s + role]][c];
            }
            if (here >= SnowmanFloor.FAR) {
                continue;
            }
            used[c] = true;
            best = Math.min(best, here + place(cost, s + 1, snowmen, floors, member, used));
            used[c] = false;
        }
        return Math.min(best, SnowmanFloor.FAR);
    }
}
