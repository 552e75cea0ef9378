package org.gridpuzzle.domain.sokoban.internal.fess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.junit.jupiter.api.Test;

/** A node's moves come out by weight, then greatest score, then listing order, every field kept with its move. */
class MoveListsTest {

    private record Move(int child, int cell, int weight, long score, int advisor) {
    }

    @Test
    void each_slice_is_sorted_stably_by_weight_then_greatest_score() {
        Random random = new Random(11);
        MoveLists lists = new MoveLists(MemoryAccount.open("test", 1L << 26));
        for (int node = 0; node < 300; node++) {
            List<Move> listed = new ArrayList<>();
            int n = random.nextInt(40);
            for (int i = 0; i < n; i++) {
                listed.add(new Move(node * 1000 + i, random.nextInt(9), random.nextInt(3), random.nextInt(5) - 2,
                        random.nextInt(8) - 1));
            }
            lists.begin(node);
            for (Move m : listed) {
                lists.add(m.child, m.cell, m.weight, m.score, m.advisor);
            }
            assertThat(lists.finish(node, false)).isEqualTo(n);
            List<Move> expected = new ArrayList<>(listed);
            expected.sort(Comparator.comparingInt(Move::weight)
                    .thenComparing(Comparator.comparingLong(Move::score).reversed()));
            for (Move m : expected) {
                assertThat(lists.hasNext(node)).isTrue();
                int move = lists.take(node);
                assertThat(new Move(lists.child(move), lists.cell(move), lists.weight(move), lists.score(move),
                        lists.advisor(move))).isEqualTo(m);
            }
            assertThat(lists.hasNext(node)).isFalse();
        }
    }
}
