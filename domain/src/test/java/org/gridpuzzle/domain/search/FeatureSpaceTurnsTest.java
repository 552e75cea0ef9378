package org.gridpuzzle.domain.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The fast search under FESS's cell rules on toy graphs: a stale entry does not cost its cell the turn (the cells'
 * cycle gives every cell its turn, as FESS's does), and with {@link CellRules#lightestRoutes} a state's weight is its
 * lightest route's (an advised move to a state first met by an unadvised one makes it lighter, whatever the moves).
 */
class FeatureSpaceTurnsTest {

    private static final int S = 0;

    @Test
    void a_stale_entry_does_not_cost_its_cell_the_turn() {
        // under FESS's cell rules, each child in its own feature's cell: S's children A (advised), C, D in cell 1,
        // B, E, F in cell 2; A's advised move reaches C again, which leaves C's first entry stale in cell 1, taken on
        // cell 1's third turn: D must come then, before cell 2's F
        int a = 1;
        int c = 2;
        int d = 3;
        int b = 4;
        int e = 5;
        int f = 6;
        BestFirstSearch search = new BestFirstSearch("a toy search", 64, SearchOptions.fast(),
                MemoryAccount.open("a toy search", 1 << 20), 1, 1);
        search.useCellRules(new OwnCells());
        List<Integer> expanded = new ArrayList<>();
        BestFirstSearch.Outcome o = search.run(bits(S), 0, S, 1, 0, Limits.none().start(), () -> { }, (id, g) -> {
            int state = (int) search.states().key(id);
            expanded.add(state);
            if (state == S) {
                search.startFeature(0);
                search.add(bits(a), 0, a, 1, 1, id, a, 0, 1, new int[] {1});
                search.add(bits(c), 0, c, 9, 1, id, c, 0, 1, new int[] {0});
                search.add(bits(d), 0, d, 10, 1, id, d, 0, 1, new int[] {0});
                search.add(bits(b), 0, b, 1, 1, id, b, 0, 2, new int[] {0});
                search.add(bits(e), 0, e, 2, 1, id, e, 0, 2, new int[] {0});
                search.add(bits(f), 0, f, 3, 1, id, f, 0, 2, new int[] {0});
            } else if (state == a && !search.revisit(bits(c), 0, c, 2, id, c)) {
                search.add(bits(c), 0, c, 2, 1, id, c, 0, 1, new int[] {1});
            }
            return -1;
        });
        assertThat(o.exhausted()).isTrue();
        assertThat(search.stalePops()).isEqualTo(1);
        // cells 0 (S), 1, 2 in turn: S; A, B; C, E; then cell 1's stale C and so D, then F
        assertThat(expanded).containsExactly(S, a, b, c, e, d, f);
    }

    @Test
    void an_advised_second_route_makes_a_state_lighter() {
        // S's children Z and X are unadvised (weight 1), Y advised (weight 0); Y's advised move reaches X again,
        // with more moves: X then weighs 0 and comes before Z, by way of Y
        int z = 1;
        int y = 2;
        int x = 3;
        BestFirstSearch search = new BestFirstSearch("a toy search", 64, SearchOptions.fast(),
                MemoryAccount.open("a toy search", 1 << 20), 1, 1);
        search.useCellRules(new OneCell());
        List<Integer> expanded = new ArrayList<>();
        search.run(bits(S), 0, S, 1, 0, Limits.none().start(), () -> { }, (id, g) -> {
            int state = (int) search.states().key(id);
            expanded.add(state);
            if (state == S) {
                search.startFeature(0);
                search.add(bits(z), 0, z, 1, 1, id, z, 0, 0, new int[] {0});
                search.add(bits(y), 0, y, 1, 1, id, y, 0, 0, new int[] {1});
                search.add(bits(x), 0, x, 1, 1, id, x, 0, 0, new int[] {0});
            } else if (state == y && !search.revisit(bits(x), 0, x, 5, id, x)) {
                search.add(bits(x), 0, x, 5, 1, id, x, 0, 0, new int[] {1});
            }
            return -1;
        });
        assertThat(expanded).containsExactly(S, y, x, z);
        int xId = search.states().find(bits(x), 0, x);
        assertThat(search.weightOf(xId)).isZero();
        assertThat(search.advisorsOf(xId)).isEqualTo(1);
        assertThat(search.states().key(search.states().parent(xId))).isEqualTo(y);
    }

    /** Every state in its own feature's cell, equal ties: a cell's states are taken by weight, then by id. */
    private static final class OwnCells implements CellRules {

        @Override
        public int cell(int parentCell, int own) {
            return own;
        }

        @Override
        public int tie(int own) {
            return 0;
        }
    }

    /** Every state in one cell, equal ties: states are taken by weight, then by id; lightest routes on. */
    private static final class OneCell implements CellRules {

        @Override
        public boolean lightestRoutes() {
            return true;
        }

        @Override
        public int cell(int parentCell, int own) {
            return 0;
        }

        @Override
        public int tie(int own) {
            return 0;
        }
    }

    private static long[] bits(int state) {
        return new long[] {1L << state};
    }
}
