package org.gridpuzzle.domain.sokoban.internal.fess;

import java.util.function.BooleanSupplier;

/**
 * For the measuring mains outside this package ({@code ParkingTrial}): the packing plan found under the search's
 * options, with what its engine runs did.
 */
public final class ParkingProbe {

    /** The plan, or null, and the positions made and moves played by all runs of one search (one or two). */
    public record Found(PackingPlan plan, long positions, long moves, int runs) {
    }

    private ParkingProbe() {
    }

    /**
     * {@link ParkingSearch#find(PlanFloor, BooleanSupplier, long)} with the draft's rule 1 on or off and
     * {@code retries} moves per cell visit while they come back known or dead (1: the search's own).
     */
    public static Found find(PlanFloor floor, boolean eliminationsOnly, int retries) {
        long[] counts = new long[3];
        ParkingSearch.Options options = ParkingSearch.Options.defaults().withEliminationsOnly(eliminationsOnly)
                .withRetries(retries);
        PackingPlan plan = ParkingSearch.find(floor, () -> false, 1L << 30, options, r -> {
            counts[0] += r.counts().nodes() + (r.solved() ? 1 : 0); // the solved position is made, not expanded
            counts[1] += r.counts().movesTried();
            counts[2]++;
        });
        return new Found(plan, counts[0], counts[1], (int) counts[2]);
    }
}
