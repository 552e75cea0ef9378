package org.gridpuzzle.domain.sokoban.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The Hungarian method against brute force over all permutations, and the one-row repair against a full solve, on
 * random matrices with forbidden pairs ({@link SokobanRoom#UNREACHABLE}) and caps low enough to stop it early.
 */
class AssignmentTest {

    private static final int CAP = SokobanRoom.UNREACHABLE;

    @Property(tries = 500)
    void a_full_solve_and_each_repaired_row_are_the_cheapest_assignment(@ForAll @IntRange(min = 1, max = 7) int n,
            @ForAll long seed) {
        Random random = new Random(seed);
        int[][] cost = random(n, random);
        Assignment assignment = new Assignment(n);
        int parent = assignment.solve(cost, CAP);
        assertThat(parent).isEqualTo(Math.min(cheapest(cost), CAP));
        assignment.keep(parent, CAP);
        for (int round = 0; round < 6; round++) {
            int row = random.nextInt(n);
            int[] saved = cost[row];
            cost[row] = randomRow(n, random);
            int cap = random.nextInt(4) == 0 ? 1 + random.nextInt(60) : CAP;
            int expected = Math.min(cheapest(cost), cap);
            // repairs from the kept parent, however many other matrices were solved in between
            assertThat(assignment.solveChangedRow(cost, row, cap)).as("row %d changed, cap %d", row, cap)
                    .isEqualTo(expected);
            assertThat(assignment.solve(cost, cap)).isEqualTo(expected);
            cost[row] = saved;
        }
    }

    @Property(tries = 100)
    void without_a_kept_solution_the_repair_solves_in_full(@ForAll @IntRange(min = 1, max = 6) int n,
            @ForAll long seed) {
        Random random = new Random(seed);
        int[][] cost = random(n, random);
        Assignment assignment = new Assignment(n);
        assignment.keep(assignment.solve(cost, 0), 0); // capped: nothing kept
        cost[0] = randomRow(n, random);
        assertThat(assignment.solveChangedRow(cost, 0, CAP)).isEqualTo(Math.min(cheapest(cost), CAP));
    }

    private static int[][] random(int n, Random random) {
        int[][] cost = new int[n][];
        for (int i = 0; i < n; i++) {
            cost[i] = randomRow(n, random);
        }
        return cost;
    }

    private static int[] randomRow(int n, Random random) {
        int[] row = new int[n];
        for (int j = 0; j < n; j++) {
            row[j] = random.nextInt(5) == 0 ? CAP : random.nextInt(30);
        }
        return row;
    }

    /** The least total over all permutations (forbidden pairs count as the cap), by brute force. */
    private static int cheapest(int[][] cost) {
        return (int) Math.min(best(cost, 0, new boolean[cost.length]), CAP);
    }

    private static long best(int[][] cost, int row, boolean[] taken) {
        if (row == cost.length) {
            return 0;
        }
        long best = Long.MAX_VALUE;
        for (int j = 0; j < cost.length; j++) {
            if (!taken[j]) {
                taken[j] = true;
                best = Math.min(best, cost[row][j] + best(cost, row + 1, taken));
                taken[j] = false;
            }
        }
        return best;
    }
}
