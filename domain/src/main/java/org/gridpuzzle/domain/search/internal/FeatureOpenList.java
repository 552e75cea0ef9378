package org.gridpuzzle.domain.search.internal;

import java.util.Arrays;

/**
 * Open states grouped by a feature cell the game names (Sokoban: goals filled in the packing order and the floor's regions), as in
 * Shoham and Schaeffer's feature space search (FESS): each pop takes the best entry of the next non-empty cell in
 * turn, so that progress along one feature does not starve the others and a search stuck on one plateau of the
 * bound still moves elsewhere. One {@link CellHeap} per cell, all charged to the search's account.
 */
public final class FeatureOpenList {

    private final MemoryAccount memory;
    private CellHeap[] cells = new CellHeap[16];
    private int[] featureOfCell = new int[16];
    private int cellCount;
    private int cursor;
    private long size;
    private int[] cellOfState = new int[1024];
    /** The cell of each feature seen, in an open-addressing table (features are small ints, keys + 1 so 0 is empty). */
    private int[] table = new int[64];
    private int[] tableCell = new int[64];

    public FeatureOpenList(MemoryAccount memory) {
        this.memory = memory;
        memory.take(4L * (cellOfState.length + 2 * table.length + 2 * cells.length));
    }

    /**
     * Pushes state id with the cell of {@code feature}, which the state keeps when it is pushed again; within the cell
     * the least priority first, then the least tie (at most {@link CellHeap#MAX_TIE}), then the least id.
     */
    public void push(int priority, long tie, int id, int feature) {
        if (id >= cellOfState.length) {
            int capacity = Math.max(id + 1, cellOfState.length + (cellOfState.length >>> 1));
            memory.take(4L * capacity);
            cellOfState = Arrays.copyOf(cellOfState, capacity);
        }
        int cell = cellOf(feature);
        cellOfState[id] = cell;
        cells[cell].push(CellHeap.key(priority, tie), id);
        size++;
    }

    /** Pushes a state again into the cell it had. */
    public void pushAgain(int priority, long tie, int id) {
        cells[cellOfState[id]].push(CellHeap.key(priority, tie), id);
        size++;
    }

    /** The feature state id was pushed with. */
    public int featureOf(int id) {
        return featureOfCell[cellOfState[id]];
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /**
     * Removes the least entry of the next cell that has one and returns it packed as {@link OpenList} packs entries:
     * {@link OpenList#idOf} and {@link OpenList#priorityOf} read it.
     */
    public long pop() {
        int cell = -1;
        while (cell < 0) {
            cursor = cursor + 1 >= cellCount ? 0 : cursor + 1;
            cell = cells[cursor].isEmpty() ? -1 : cursor;
        }
        size--;
        int priority = CellHeap.priorityOf(cells[cell].peekKey());
        return (long) priority << 44 | cells[cell].pop();
    }

    /** The number of feature cells met. */
    public int cells() {
        return cellCount;
    }

    private int cellOf(int feature) {
        int mask = table.length - 1;
        int k = mix(feature) & mask;
        while (table[k] != 0) {
            if (table[k] == feature + 1) {
                return tableCell[k];
            }
            k = (k + 1) & mask;
        }
        if (cellCount == cells.length) {
            memory.take(4L * 2 * cells.length);
            cells = Arrays.copyOf(cells, 2 * cells.length);
            featureOfCell = Arrays.copyOf(featureOfCell, 2 * featureOfCell.length);
        }
        int cell = cellCount++;
        cells[cell] = new CellHeap(memory);
        featureOfCell[cell] = feature;
        table[k] = feature + 1;
        tableCell[k] = cell;
        if (2 * cellCount > table.length) {
            grow();
        }
        return cell;
    }

    private void grow() {
        memory.take(4L * 4 * table.length);
        int[] keys = new int[2 * table.length];
        int[] values = new int[keys.length];
        int mask = keys.length - 1;
        for (int c = 0; c < cellCount; c++) {
            int k = mix(featureOfCell[c]) & mask;
            while (keys[k] != 0) {
                k = (k + 1) & mask;
            }
            keys[k] = featureOfCell[c] + 1;
            values[k] = c;
        }
        table = keys;
        tableCell = values;
    }

    private static int mix(int x) {
        int h = x * 0x9E3779B1;
        return h ^ (h >>> 16);
    }
}
