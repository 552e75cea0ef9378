package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Optional;
import org.gridpuzzle.domain.Sokoban;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.gridpuzzle.domain.sokoban.internal.fess.CellOrder;
import org.gridpuzzle.domain.sokoban.internal.fess.FessOptions;

/**
 * The fast search (macros, then without) against unpruned breadth-first search on one level: the portfolio, each of
 * its feature spaces alone (the portfolio's first answer may hide a space that is wrong), FESS's one space and FESS as
 * published (parking plan, hotspots, cell rules), alone and with every diagnostic option on, and FESS alone on its
 * engine ({@link FessSearch}).
 */
final class FastAgainstBreadthFirst {

    private static final Limits LIMITS = Limits.none().withTimeLimit(Duration.ofSeconds(10));

    private FastAgainstBreadthFirst() {
    }

    /** A plan exactly when breadth-first search has one, replayed, never shorter than its optimum. */
    static void check(SokobanLevel level) {
        Optional<SokobanBreadthFirst.Plan> bfs = new SokobanBreadthFirst(false).solve(level, LIMITS);
        agree(level, bfs, SokobanSearch.solve(level, SearchOptions.fast(), LIMITS));
        for (int k = 0; k < SokobanSearch.spaces(); k++) {
            agree(level, bfs, SokobanSearch.fastIn(k, level, SearchOptions.fast(), LIMITS));
        }
        // FESS alone on its engine, the paper's cell cycle and Festival's (FESS's completeness: [CoG] II.D)
        agree(level, bfs, FessSearch.solve(new SokobanRoom(level), LIMITS));
        agree(level, bfs, FessSearch.run(new SokobanRoom(level), LIMITS,
                FessOptions.paper().withOrder(CellOrder.FESTIVAL).withTwoMovesFree(true),
                FessRules.draft().withKeepPacking(true)).result());
    }

    private static void agree(SokobanLevel level, Optional<SokobanBreadthFirst.Plan> bfs, SokobanSearch.Result fast) {
        assertThat(fast.stopped()).isNull();
        if (bfs.isEmpty()) {
            assertThat(fast.moves()).isNull();
            assertThat(fast.exhausted()).isTrue();
            return;
        }
        assertThat(fast.moves()).as(level.draw(level.start())).isNotNull();
        assertThat(Sokoban.solves(level, fast.moves())).isTrue();
        assertThat(fast.pushes()).isGreaterThanOrEqualTo(bfs.get().pushes());
    }
}
