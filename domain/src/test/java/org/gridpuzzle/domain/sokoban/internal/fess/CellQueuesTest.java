package org.gridpuzzle.domain.sokoban.internal.fess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.junit.jupiter.api.Test;

/** The per-cell heaps and the round against plain sorting, on random keys with many ties. */
class CellQueuesTest {

    private record Entry(int node, int weight, long score) {
    }

    @Test
    void each_cell_gives_its_nodes_by_weight_then_greatest_score_then_number() {
        Random random = new Random(7);
        for (int trial = 0; trial < 200; trial++) {
            CellQueues queues = new CellQueues(MemoryAccount.open("test", 1L << 24));
            int slot = queues.slot(42);
            List<Entry> entries = new ArrayList<>();
            int n = 1 + random.nextInt(60);
            for (int node = 0; node < n; node++) {
                entries.add(new Entry(node, random.nextInt(4), random.nextInt(4) - 2));
            }
            List<Entry> shuffled = new ArrayList<>(entries);
            Collections.shuffle(shuffled, random);
            // pushes and pops interleaved, as the engine requeues a node after each move
            List<Integer> popped = new ArrayList<>();
            List<Entry> pending = new ArrayList<>();
            for (Entry e : shuffled) {
                queues.push(slot, e.node, e.weight, e.score);
                pending.add(e);
                if (random.nextInt(3) == 0) {
                    Entry least = pending.stream().min(ORDER).orElseThrow();
                    pending.remove(least);
                    popped.add(queues.pop(slot));
                    assertThat(popped.get(popped.size() - 1)).isEqualTo(least.node);
                }
            }
            pending.sort(ORDER);
            for (Entry e : pending) {
                assertThat(queues.pop(slot)).isEqualTo(e.node);
            }
            assertThat(queues.pop(slot)).isEqualTo(-1);
            assertThat(queues.allEmpty()).isTrue();
        }
    }

    private static final Comparator<Entry> ORDER = Comparator.comparingInt(Entry::weight)
            .thenComparing(Comparator.comparingLong(Entry::score).reversed()).thenComparingInt(Entry::node);

    @Test
    void the_round_skips_empty_cells_and_goes_round_in_the_order_cells_were_made() {
        CellQueues queues = new CellQueues(MemoryAccount.open("test", 1L << 24));
        int[] slots = new int[5];
        for (int c = 0; c < 5; c++) {
            slots[c] = queues.slot(100 + c);
        }
        assertThat(queues.slot(102)).isEqualTo(slots[2]);
        assertThat(queues.count()).isEqualTo(5);
        queues.push(slots[1], 0, 0, 0);
        queues.push(slots[3], 1, 0, 0);
        assertThat(new int[] {queues.next(), queues.next(), queues.next()})
                .containsExactly(slots[1], slots[3], slots[1]);
        queues.jump(slots[3]);
        assertThat(queues.next()).isEqualTo(slots[1]);
        queues.pop(slots[1]);
        queues.pop(slots[3]);
        assertThat(queues.next()).isEqualTo(-1);
    }
}
