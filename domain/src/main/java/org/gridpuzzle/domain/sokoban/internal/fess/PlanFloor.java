package org.gridpuzzle.domain.sokoban.internal.fess;

import java.util.Arrays;

/**
 * The floor a packing plan is found on: floor cells 0..F−1, a neighbour table (index {@code 4·cell + direction}, −1
 * for a wall; direction d's opposite is {@code (d + 2) & 3}), the goals and the cells where boxes start.
 */
public final class PlanFloor {

    final int floors;
    private final int[] next;
    final boolean[] goal;
    final boolean[] start;

    public PlanFloor(int floors, int[] next, boolean[] goal, boolean[] start) {
        if (next.length != 4 * floors || goal.length != floors || start.length != floors) {
            throw new IllegalArgumentException("a neighbour table of 4 per cell and a goal and start flag per cell");
        }
        this.floors = floors;
        this.next = next.clone();
        this.goal = goal.clone();
        this.start = start.clone();
    }

    int step(int cell, int direction) {
        return next[4 * cell + direction];
    }

    static int opposite(int direction) {
        return (direction + 2) & 3;
    }

    int goals() {
        int n = 0;
        for (boolean g : goal) {
            n += g ? 1 : 0;
        }
        return n;
    }

    @Override
    public String toString() {
        return "PlanFloor[" + floors + " cells, goals " + Arrays.toString(goal) + "]";
    }
}
