package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.sokoban.internal.fess.PackingPlan;
import org.gridpuzzle.domain.sokoban.internal.fess.ParkingSearch;

/**
 * A room's packing plans, each found once for every search that shares the room (a portfolio's spaces, a search's
 * second run without macros) instead of once each; the searches only read them.
 */
final class PackingPlans {

    private static final PackingPlan NO_PLAN = PackingPlan.ofOrder(new int[0]);

    private final SokobanRoom room;
    /** The packing orders off the goals [0] and home [1] as plans. */
    private final PackingPlan[] orders = new PackingPlan[2];
    /** The backward search's whole plan, {@link #NO_PLAN} when it found none, null before it ran. */
    private PackingPlan parking;

    PackingPlans(SokobanRoom room) {
        this.room = room;
    }

    /**
     * {@link PackingOrder#of} the room as a plan, found within {@code within} (null: no stop); an order cut short by
     * the budget is kept as it is (a run whose budget ran out has no use for a better one).
     */
    synchronized PackingPlan order(boolean homeward, Budget within) {
        int k = homeward ? 1 : 0;
        if (orders[k] == null) {
            orders[k] = PackingPlan.ofOrder(PackingOrder.of(room, homeward,
                    within == null ? () -> false : () -> !within.check()));
        }
        return orders[k];
    }

    /**
     * The backward search's packing plan ({@link ParkingSearch}) when it takes every box home, else the order; found
     * within {@code within} (null: with no stop but the search's own bounds) and an eighth of its memory.
     */
    synchronized PackingPlan parking(boolean homeward, Budget within) {
        if (parking == null) {
            long bytes = within == null ? 1L << 28 : Math.min(1L << 29, within.limits().memoryOr(1L << 31) / 8);
            PackingPlan found = ParkingSearch.find(room.planFloor(),
                    within == null ? () -> false : () -> !within.check(), bytes);
            parking = found != null && found.complete() ? found : NO_PLAN;
        }
        return parking == NO_PLAN ? order(homeward, within) : parking;
    }
}
