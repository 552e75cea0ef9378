package org.gridpuzzle.domain.suguru.internal;

import java.util.Arrays;

/** What a probe changed, cell by cell (its candidates and value before), so the probe can be taken back. */
final class CandidateTrail {

    private int[] cell = new int[256];
    private long[] dom = new long[256];
    private int[] value = new int[256];
    private int size;

    /** Remembers cell c as it is now, before a change. */
    void record(CandidatePropagator.State s, int c) {
        if (size == cell.length) {
            cell = Arrays.copyOf(cell, size * 2);
            dom = Arrays.copyOf(dom, size * 2);
            value = Arrays.copyOf(value, size * 2);
        }
        cell[size] = c;
        dom[size] = s.dom[c];
        value[size] = s.value[c];
        size++;
    }

    /** How many changes are recorded. */
    int size() {
        return size;
    }

    /** The cell of the i-th change. */
    int cell(int i) {
        return cell[i];
    }

    void clear() {
        size = 0;
    }

    /** Takes every recorded change back, last first, and forgets them. */
    void undo(CandidatePropagator.State s, int placed) {
        for (int i = size - 1; i >= 0; i--) {
            s.dom[cell[i]] = dom[i];
            s.value[cell[i]] = value[i];
        }
        size = 0;
        s.placed = placed;
    }
}
