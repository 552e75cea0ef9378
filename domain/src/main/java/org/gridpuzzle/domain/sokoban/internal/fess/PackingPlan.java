package org.gridpuzzle.domain.sokoban.internal.fess;

import java.util.Arrays;

/**
 * FESS's packing plan: steps, each filling one square (a goal, or a square where a box is parked) with a box from
 * outside the plan or with the box a step before parked on a planned square, which that square gives up. The
 * squares planned to hold boxes after k steps are the targets of steps 0..k−1 less the sources of those steps; the
 * packing feature of a position is the most steps k whose planned squares all hold boxes (a square vacated as
 * planned does not count against it). A plan without parking is a packing order: its feature is the length of the
 * order's prefix whose goals hold boxes.
 */
public final class PackingPlan {

    /** A step's source when its box comes from outside the plan. */
    public static final int OUTSIDE = -1;

    private final int[] target;
    private final int[] source;
    private final boolean complete;
    /** The first steps that fill squares in no known order (the boxes the backward search left on the board). */
    private final int initial;
    /** Whether any step moves a parked box on. */
    private final boolean parking;

    PackingPlan(int[] target, int[] source, boolean complete, int initial) {
        this.target = target;
        this.source = source;
        this.complete = complete;
        this.initial = initial;
        this.parking = Arrays.stream(source).anyMatch(s -> s != OUTSIDE);
    }

    /** The plan that fills these goals in this order, each with a box from outside. */
    public static PackingPlan ofOrder(int[] order) {
        int[] none = new int[order.length];
        Arrays.fill(none, OUTSIDE);
        return new PackingPlan(order.clone(), none, true, 0);
    }

    public int steps() {
        return target.length;
    }

    public int target(int step) {
        return target[step];
    }

    /** The planned square step {@code step} takes its box from, or {@link #OUTSIDE}. */
    public int source(int step) {
        return source[step];
    }

    /** Whether the backward search took every box home (false: its first steps fill squares in no known order). */
    public boolean complete() {
        return complete;
    }

    /** How many steps bring a box from outside onto its square (the boxes the backward search took home). */
    int home() {
        return (int) Arrays.stream(source).filter(s -> s == OUTSIDE).count() - initial;
    }

    /** How many steps move a parked box on. */
    public int parks() {
        return (int) Arrays.stream(source).filter(s -> s != OUTSIDE).count();
    }

    /** The packing feature: the most steps k after which every planned square holds a box ({@code occupied} ≠ 0). */
    public int packed(byte[] occupied) {
        if (!parking) {
            int k = 0; // an order: squares are only ever added, so the first empty one ends the count
            while (k < target.length && occupied[target[k]] != 0) {
                k++;
            }
            return k;
        }
        int missing = 0;
        int best = 0;
        for (int k = 0; k < target.length; k++) {
            missing += occupied[target[k]] == 0 ? 1 : 0;
            if (source[k] != OUTSIDE) {
                missing -= occupied[source[k]] == 0 ? 1 : 0; // the square was planned to hold a box until now
            }
            if (missing == 0) {
                best = k + 1;
            }
        }
        return best;
    }

    /** Marks in {@code planned} (cleared first) the squares planned to hold boxes after the first {@code k} steps. */
    public void planned(int k, boolean[] planned) {
        Arrays.fill(planned, false);
        for (int j = 0; j < k; j++) {
            planned[target[j]] = true;
            if (source[j] != OUTSIDE) {
                planned[source[j]] = false;
            }
        }
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(complete ? "plan" : "partial plan");
        for (int k = 0; k < target.length; k++) {
            String from = source[k] == OUTSIDE ? "*" : Integer.toString(source[k]);
            s.append(' ').append(from).append('>').append(target[k]);
        }
        return s.toString();
    }
}
