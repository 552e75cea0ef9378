package org.gridpuzzle.domain.search;

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
    void aRetryTakesTheSameCellAgainWhileItHasEntries() {
        FeatureOpenList open = new FeatureOpenList(MemoryAccount.open("test", 1L << 30));
        open.push(1, 0, 1, 1);
        open.push(2, 0, 2, 1);
        open.push(3, 0, 3, 1);
        open.push(1, 0, 4, 2);
        open.push(2, 0, 5, 2);
        List<Integer> order = new ArrayList<>();
        order.add(id(open.pop())); // the cells of features 1 and 2 in turn: 2 first (the cursor starts past 1)
        order.add(id(open.pop()));
        open.retry(); // as if state 1 had been stale: its cell again, not feature 2's
        order.add(id(open.pop()));
        order.add(id(open.pop())); // feature 2's turn: its last entry
        open.retry(); // its cell is empty now: the cycle goes on
        order.add(id(open.pop()));
        assertEquals(List.of(4, 1, 2, 5, 3), order);
        assertEquals(true, open.isEmpty());
    }

    @Test
    void aNewCellIsVisitedNextWhenAsked() {
        FeatureOpenList open = new FeatureOpenList(MemoryAccount.open("test", 1L << 30));
        open.visitNewCellsFirst();
        open.push(1, 0, 1, 1);
        open.push(2, 0, 2, 1);
        assertEquals(1, id(open.pop()));
        open.push(1, 0, 3, 2); // two new cells: each is visited next, in the order they were met
        open.push(1, 0, 4, 3);
        open.push(3, 0, 5, 2);
        List<Integer> order = new ArrayList<>();
        while (!open.isEmpty()) {
            order.add(id(open.pop()));
        }
        // the cells of features 2 and 3 as new cells, then the cycle from where it stood: 2, 3 (empty), 1
        assertEquals(List.of(3, 4, 5, 2), order);
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
