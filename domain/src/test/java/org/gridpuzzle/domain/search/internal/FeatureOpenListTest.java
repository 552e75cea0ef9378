package org.gridpuzzle.domain.search.internal;

import org.gridpuzzle.domain.search.MemoryBudgetException;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FeatureOpenListTest {

    private static int id(long entry) {
        return OpenList.idOf(entry);
    }

    @Test
    void cellsTakeTurnsAndEachGivesItsBestFirst() {
        FeatureOpenList open = new FeatureOpenList(MemoryAccount.open("test", 1L << 30));
        open.push(5, 0, 1, 7);
        open.push(1, 0, 2, 7);
        open.push(9, 0, 3, 300);
        open.push(4, 0, 4, 300);
        open.push(2, 0, 5, 0);
        List<Integer> order = new ArrayList<>();
        while (!open.isEmpty()) {
            order.add(id(open.pop()));
        }
        // the cells in turn (300, 0, 7, then again, the empty cell skipped), the least priority first in each
        assertEquals(List.of(4, 5, 2, 3, 1), order);
        assertEquals(3, open.cells());
    }

    @Test
    void aStatePushedAgainStaysInItsCell() {
        FeatureOpenList open = new FeatureOpenList(MemoryAccount.open("test", 1L << 30));
        open.push(5, 0, 1, 1);
        open.push(6, 0, 2, 2);
        open.pushAgain(3, 0, 2);
        open.push(1, 0, 3, 1);
        List<Integer> order = new ArrayList<>();
        while (!open.isEmpty()) {
            order.add(id(open.pop()));
        }
        // cell 1 holds states 1 and 3, cell 2 state 2 twice: the turns alternate, each cell's least first
        assertEquals(List.of(2, 3, 2, 1), order);
        assertEquals(2, open.cells());
    }

    @Test
    void aWideTieOrdersEqualPrioritiesBeyondSixteenBits() {
        FeatureOpenList open = new FeatureOpenList(MemoryAccount.open("test", 1L << 30));
        open.push(4, 1L << 40, 1, 0);
        open.push(4, 1L << 20, 2, 0);
        open.push(4, 1L << 20, 3, 0);
        open.push(3, 1L << 46, 4, 0);
        List<Integer> order = new ArrayList<>();
        while (!open.isEmpty()) {
            long entry = open.pop();
            order.add(id(entry));
            assertEquals(id(entry) == 4 ? 3 : 4, OpenList.priorityOf(entry));
        }
        // priority first, then the tie, then the lower id
        assertEquals(List.of(4, 2, 3, 1), order);
    }

    @Test
    void manyCellsAreChargedToTheAccount() {
        MemoryAccount small = MemoryAccount.open("test", 64L * 1024);
        FeatureOpenList open = new FeatureOpenList(small);
        assertThrows(MemoryBudgetException.class, () -> {
            for (int f = 0; f < 1000; f++) {
                open.push(0, 0, f, f);
            }
        });
    }
}
