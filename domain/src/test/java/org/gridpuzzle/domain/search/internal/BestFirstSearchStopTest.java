package org.gridpuzzle.domain.search.internal;

import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * An expansion that looks at the budget and stops part-way when a limit is reached (a Sokoban state with hundreds of
 * boxes): the search ends as if stopped before it, so A* neither takes a plan it met earlier for the optimum nor
 * gives a bound above the children the expansion never made; the same when the memory budget runs out part-way.
 */
class BestFirstSearchStopTest {

    private static final int S = 0;
    private static final int X = 1;
    private static final int Y = 2;
    private static final int Z = 3;

    @Test
    void a_star_stopped_inside_an_expansion_claims_no_plan_and_keeps_a_true_bound() {
        // S has children X (1 move, bound 1) and Y (solved, 5 moves); X's child Z is solved in 2 moves, but a limit
        // is reached while X is expanded, before Z is made
        AtomicBoolean cancelled = new AtomicBoolean();
        Budget budget = Limits.none().withCancellation(cancelled::get).start();
        BestFirstSearch search = new BestFirstSearch("a toy search", 64, SearchOptions.optimal(),
                MemoryAccount.open("a toy search", 1 << 20));
        BestFirstSearch.Outcome o = search.run(bits(S), 0, S, 1, 0, budget, () -> { }, (id, g) -> {
            if (search.states().key(id) == S) {
                search.add(bits(X), 0, X, 1, 1, id, 0, 0);
                search.add(bits(Y), 0, Y, 5, 0, id, 1, 0);
            } else if (search.states().key(id) == X) {
                cancelled.set(true);
                if (budget.check()) { // as a game's expansion looks at the budget: stopped, so Z is never made
                    search.add(bits(Z), 0, Z, 2, 0, id, 0, 0);
                }
            }
            return -1;
        });
        assertThat(o.goal()).as("Y's 5 moves are not the optimum").isNegative();
        assertThat(o.stopped()).isEqualTo("cancelled");
        assertThat(o.lowerBound()).as("no more than Z's 2 moves").isEqualTo(2);
    }

    @Test
    void a_star_out_of_memory_inside_an_expansion_keeps_a_true_bound() {
        // S (bound 10) has children A (2 moves, bound 10: 12) and B (10 moves, solved: 10); the memory budget runs out
        // after A is added, before B is made: the open list's least priority (A's 12) is above the optimum, S's own 10
        // still stands for the children it never made
        BestFirstSearch search = new BestFirstSearch("a toy search", 64, SearchOptions.optimal(),
                MemoryAccount.open("a toy search", 1 << 20));
        BestFirstSearch.Outcome o = search.run(bits(S), 0, S, 10, 0, Limits.none().start(), () -> { }, (id, g) -> {
            if (search.states().key(id) == S) {
                search.add(bits(X), 0, X, 2, 10, id, 0, 0);
                throw new MemoryBudgetException("a toy search", 2L << 20, 1L << 20); // before Y is made
            }
            return -1;
        });
        assertThat(o.goal()).isNegative();
        assertThat(o.stopped()).startsWith("memory budget");
        assertThat(o.lowerBound()).as("no more than Y's 10 moves").isEqualTo(10);
    }

    private static long[] bits(int state) {
        return new long[] {1L << state};
    }
}
