package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.search.Limits;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.junit.jupiter.api.Test;

/** The search store against a HashMap: finds, growth across chunks and rehashes, clear, states added twice. */
class StateTableTest {

    @Test
    void finds_what_was_added_across_rehashes_and_chunks() {
        Random random = new Random(7);
        StateTable table = new StateTable(3, MemoryAccount.open("a test table", Limits.none()));
        Map<String, Integer> reference = new HashMap<>();
        for (int i = 0; i < 200_000; i++) {
            long[] state = {random.nextInt(1 << 18), random.nextInt(4), 0};
            String key = state[0] + "/" + state[1];
            int found = table.find(state);
            if (reference.containsKey(key)) {
                assertThat(found).isEqualTo(reference.get(key));
            } else {
                assertThat(found).isEqualTo(-1);
                int node = table.add(state, i - 1, i % 36, i % 200, i % 3 == 0);
                reference.put(key, node);
                assertThat(table.parent(node)).isEqualTo(i - 1);
                assertThat(table.colour(node)).isEqualTo(i % 36);
                assertThat(table.depth(node)).isEqualTo(i % 200);
                assertThat(table.forced(node)).isEqualTo(i % 3 == 0);
            }
        }
        long[] copy = new long[3];
        for (Map.Entry<String, Integer> e : reference.entrySet()) {
            table.copyState(e.getValue(), copy);
            assertThat(copy[0] + "/" + copy[1]).isEqualTo(e.getKey());
        }
        assertThat(table.size()).isEqualTo(reference.size());
    }

    @Test
    void a_state_added_twice_is_stored_twice_and_clear_forgets_everything() {
        StateTable table = new StateTable(1, MemoryAccount.open("a test table", Limits.none()));
        int a = table.add(new long[] {5}, -1, 1, 0, false);
        int b = table.add(new long[] {5}, a, 2, 1, false);
        assertThat(b).isNotEqualTo(a);
        assertThat(table.find(new long[] {5})).isIn(a, b);
        assertThat(table.colours(b)).containsExactly(2);
        table.clear();
        assertThat(table.size()).isZero();
        assertThat(table.find(new long[] {5})).isEqualTo(-1);
        int c = table.add(new long[] {9}, -1, 0, 0, true);
        assertThat(table.find(new long[] {9})).isEqualTo(c);
    }

    @Test
    void wide_states_are_chunked_by_size_and_keep_depths_past_255() {
        int words = 42_000; // a 2000×2000 board's components: a node-count chunk would overflow an int index
        StateTable table = new StateTable(words, MemoryAccount.open("a test table", Limits.none()));
        long[] state = new long[words];
        for (int i = 0; i < 300; i++) {
            state[i % words] = i + 1L;
            state[words - 1] = i;
            int node = table.add(state, i - 1, i % 7, i, false);
            assertThat(table.depth(node)).isEqualTo(i);
        }
        long[] copy = new long[words];
        table.copyState(299, copy);
        assertThat(copy[words - 1]).isEqualTo(299);
        assertThat(table.find(copy)).isEqualTo(299);
    }

    @Test
    void growth_is_charged_to_the_memory_account_and_refused_past_it() {
        MemoryAccount account = MemoryAccount.open("a test table", Limits.none());
        StateTable table = new StateTable(1000, account);
        table.add(new long[1000], -1, 0, 0, false);
        long afterFirst = account.used();
        assertThat(afterFirst).isGreaterThan(256 * 8000L); // the first chunk, 256 states of 8000 bytes
        StateTable tight = new StateTable(1000, MemoryAccount.open("a small table",
                Limits.none().withMemoryBudget(1 << 20)));
        assertThatThrownBy(() -> tight.add(new long[1000], -1, 0, 0, false))
                .isInstanceOf(MemoryBudgetException.class).hasMessageContaining("a small table");
    }
}
