package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.Random;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.junit.jupiter.api.Test;

/**
 * The work a search in one feature space counts is both of its runs': when the run with goal macros runs out of
 * states and the plain run follows, the expansions and states of the first are not dropped (they were, so node counts
 * set against FESS's table read low).
 */
class SpaceCountsTest {

    @Test
    void a_space_counts_its_macro_run_and_its_plain_run() {
        Random random = new Random(68);
        int rerun = 0;
        for (int k = 0; k < 600; k++) {
            Optional<SokobanLevel> drawn = Rooms.withGoalRoom(5 + random.nextInt(2), 8 + random.nextInt(2), 2,
                    1 + random.nextInt(3), random);
            if (drawn.isEmpty()) {
                continue;
            }
            SokobanLevel level = drawn.get();
            FeatureSpace space = FeatureSpace.boxMoves(10).withRoomLinks(); // with macros
            SokobanSearch.Result both = PushSearch.inSpace(new SokobanRoom(level), SearchOptions.fast(), Limits.none(),
                    space);
            Budget budget = Limits.none().start();
            SokobanRoom room = new SokobanRoom(level);
            SokobanSearch.Result macros = new PushSearch(room, SearchOptions.fast(), true, space, null, true, budget)
                    .run(budget);
            if (!macros.exhausted()) {
                assertThat(both.expanded()).as(level.draw(level.start())).isEqualTo(macros.expanded());
                continue;
            }
            if (room.goalRooms(null).count() == 0) {
                continue; // a plain run follows only if a tunnel macro was made: not seen from here
            }
            Budget plainBudget = Limits.none().start();
            SokobanSearch.Result plain = new PushSearch(new SokobanRoom(level), SearchOptions.fast(), false, space,
                    null, true, plainBudget).run(plainBudget);
            assertThat(both.expanded()).as(level.draw(level.start())).isEqualTo(macros.expanded() + plain.expanded());
            assertThat(both.states()).isEqualTo(macros.states() + plain.states());
            rerun += macros.expanded() > 0 ? 1 : 0;
        }
        assertThat(rerun).as("levels whose macro run expanded states and ran out").isGreaterThan(2);
    }
}
