package org.gridpuzzle.domain.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.SearchOptions;
import org.junit.jupiter.api.Test;

/**
 * The plan audit of FESS as published on random rooms: one entry per move of the plan, the last not weighed (the fast
 * search stops at the solved child), and with lightest routes, along the plan each state's weight is its parent's
 * plus one for a move no advisor chose: a state's weight is the count of unadvised moves on the route it keeps.
 */
class PlanAuditTest {

    @Test
    void along_a_plan_each_weight_is_the_unadvised_moves_so_far() {
        Random random = new Random(1968);
        int plans = 0;
        for (int k = 0; k < 600; k++) {
            Optional<SokobanRoom> drawn = Rooms.small(2 + random.nextInt(3), random);
            if (drawn.isEmpty()) {
                continue;
            }
            SokobanRoom room = drawn.get();
            PlanAudit audit = new PlanAudit();
            SokobanSearch.Result r = PushSearch.inSpace(room, SearchOptions.fast(), Limits.none().withNodeLimit(5_000),
                    FeatureSpace.PUBLISHED.with(FeatureSpace.Option.LIGHTEST_ROUTES), null, true, audit);
            if (r.moves() == null) {
                assertThat(audit.moves()).isEmpty();
                continue;
            }
            List<PlanAudit.Move> moves = audit.moves();
            assertThat(moves).isNotEmpty();
            assertThat(moves.get(moves.size() - 1).advisors()).isEqualTo(-1);
            int weight = 0;
            for (int m = 0; m < moves.size() - 1; m++) {
                weight += moves.get(m).advisors() == 0 ? 1 : 0;
                assertThat(moves.get(m).weight()).as("move %d of %s in %s", m + 1, moves,
                        room.level.draw(room.level.start())).isEqualTo(weight);
            }
            assertThat(audit.unadvised()).isEqualTo(weight);
            plans += moves.size() > 2 ? 1 : 0;
        }
        assertThat(plans).as("plans of three moves or more").isGreaterThan(5);
    }
}
