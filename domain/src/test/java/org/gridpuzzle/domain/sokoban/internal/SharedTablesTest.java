package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.gridpuzzle.domain.Sokoban;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.MemoryBudget;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.junit.jupiter.api.Test;

/**
 * The fast search's spaces after FESS share the room's tables, which are charged once to the run, not once per space:
 * each of the six spaces there were then was charged the whole tables, so on the hostile run's one-wide serpentine of
 * 16,199 cells (262 MB of tables then) every space stopped at once at {@code --memory 1g} ("memory budget of 87 MiB
 * reached") and the search never ran, while A* solved it. The limits are generous in time; the plans are replayed.
 */
class SharedTablesTest {

    private static final Limits LIMITS = Limits.none().withTimeLimit(Duration.ofSeconds(60));

    @Test
    void the_serpentine_is_solved_at_the_memory_of_a_one_gigabyte_run() {
        SokobanLevel level = Rooms.serpentine(181, 170);
        solved(level, MemoryBudget.forProcess(1L << 30));
    }

    @Test
    void the_room_is_charged_once_not_once_per_space() {
        // the serpentine with 49 boxes parked on goals out of the way: 13 MB of distance tables to share
        SokobanLevel level = withParkedBoxes(Rooms.serpentine(181, 170), 49);
        SokobanRoom room = new SokobanRoom(level);
        // a charge per space cannot fit, so the test tells; the portfolio alone, not FESS before it
        long budget = Portfolio.SPACES.size() * room.bytes() - 1;
        SokobanSearch.Result r = Portfolio.run(room, SearchOptions.fast(), LIMITS.withMemoryBudget(budget));
        assertThat(r.moves()).as("a plan (stopped: %s)", r.stopped()).isNotNull();
        assertThat(Sokoban.solves(level, r.moves())).isTrue();
    }

    private static void solved(SokobanLevel level, long memory) {
        SokobanSearch.Result r = SokobanSearch.solve(level, SearchOptions.fast(), LIMITS.withMemoryBudget(memory));
        assertThat(r.moves()).as("a plan (stopped: %s)", r.stopped()).isNotNull();
        assertThat(r.pushes()).isEqualTo(168);
        assertThat(Sokoban.solves(level, r.moves())).isTrue();
    }

    /** The level with {@code n} boxes on goals added in the fifth row, away from the first row's push. */
    private static SokobanLevel withParkedBoxes(SokobanLevel base, int n) {
        String[] rows = new String[base.rows()];
        for (int r = 0; r < base.rows(); r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < base.cols(); c++) {
                int cell = r * base.cols() + c;
                boolean parked = r == 5 && c >= 10 && c < 10 + n;
                boolean box = parked || base.start().box(cell);
                boolean goal = parked || base.goal(cell);
                row.append(base.wall(cell) ? '#' : cell == base.start().player() ? '@'
                        : box && goal ? '*' : box ? '$' : goal ? '.' : ' ');
            }
            rows[r] = row.toString();
        }
        return SokobanRulesTest.level(rows);
    }
}
