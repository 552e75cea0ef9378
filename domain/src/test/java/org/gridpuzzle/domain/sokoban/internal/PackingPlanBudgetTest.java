package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.gridpuzzle.domain.sokoban.internal.fess.PackingPlan;
import org.junit.jupiter.api.Test;

/**
 * A fast search finds its packing plan within its own run's budget: the search in one space took the packing order
 * (n² pull searches on hundreds of goals) with no look at the clock or the cancel flag, and the parking search with a
 * quarter of a GiB whatever the memory budget.
 */
class PackingPlanBudgetTest {

    @Test
    void a_cancelled_run_cuts_its_packing_order_short() {
        SokobanRoom room = new SokobanRoom(sixteenGoals());
        room.goalRooms(null); // found before, as a portfolio does: the flag is first read by the packing order
        String whole = PackingPlan.ofOrder(PackingOrder.of(room, false)).toString();
        String cut = PackingPlan.ofOrder(PackingOrder.of(room, false, () -> true)).toString();
        assertThat(cut).as("the level tells a cut order from a whole one").isNotEqualTo(whole);

        SokobanSearch.Result r = PushSearch.inSpace(room, SearchOptions.fast(),
                Limits.none().withCancellation(() -> true), FeatureSpace.boxMoves(10).withRoomLinks());

        assertThat(r.moves()).isNull();
        // the order the run found, kept by the room for the searches after it
        assertThat(room.plans.order(false, null).toString()).isEqualTo(cut);
    }

    /** A 12 × 12 room: sixteen goals in the upper half, sixteen boxes in the lower, in every other column. */
    private static SokobanLevel sixteenGoals() {
        int n = 12;
        String[] rows = new String[n + 2];
        rows[0] = "#".repeat(n + 2);
        rows[n + 1] = rows[0];
        for (int r = 1; r <= n; r++) {
            StringBuilder row = new StringBuilder("#");
            for (int c = 1; c <= n; c++) {
                boolean inside = r > 2 && c > 2 && r < n - 1 && c < n - 1 && c % 2 == 0;
                row.append(r == 1 && c == 1 ? '@' : inside ? (r <= n / 2 ? '.' : '$') : ' ');
            }
            rows[r] = row.append('#').toString();
        }
        return SokobanRulesTest.level(rows);
    }
}
