package org.gridpuzzle.domain.suguru;

import java.util.Arrays;
import org.gridpuzzle.domain.grid.Graph;
import org.gridpuzzle.domain.grid.RegionMap;

/**
 * The propagating core shared by the fast solver, the counter and the generator. A state is one
 * candidate bitmask per cell (bit v-1 = value v) plus the placed values; propagation removes a
 * placed value from the cell's king-neighbours and region, places naked singles, and places hidden
 * singles of regions (a value with one possible cell), until nothing changes or a contradiction shows.
 */
final class CandidatePropagator {

    static final int MAX_REGION = 64;

    final int n;
    final int[] region;
    final long[] full;
    final int[][] regionCells;
    /** King-neighbours and region peers of each cell, merged without duplicates. */
    final int[][] peers;
    private final int[] queue;
    private final int[] kingStart;
    private final int[] kingTarget;
    private final int[] touches;
    private final long[] touchStamp;
    private long stampClock;

    CandidatePropagator(SuguruPuzzle puzzle) {
        RegionMap regions = puzzle.regions();
        this.n = puzzle.shape().size();
        if (regions.maxRegionSize() > MAX_REGION) {
            throw new RegionTooLargeException(regions.maxRegionSize(), MAX_REGION);
        }
        this.region = regions.regionIds();
        int r = regions.regionCount();
        this.full = new long[r];
        this.regionCells = new int[r][];
        for (int k = 0; k < r; k++) {
            int s = regions.size(k);
            full[k] = s == 64 ? -1L : (1L << s) - 1;
            regionCells[k] = regions.cells(k);
        }
        Graph king = puzzle.shape().kingNeighbours();
        this.peers = new int[n][];
        int[] mark = new int[n];
        Arrays.fill(mark, -1);
        for (int c = 0; c < n; c++) {
            int[] buf = new int[king.degree(c) + regionCells[region[c]].length];
            int m = 0;
            for (int k = king.start(c); k < king.end(c); k++) {
                int p = king.target(k);
                mark[p] = c;
                buf[m++] = p;
            }
            for (int p : regionCells[region[c]]) {
                if (p != c && mark[p] != c) {
                    mark[p] = c;
                    buf[m++] = p;
                }
            }
            peers[c] = Arrays.copyOf(buf, m);
        }
        this.queue = new int[n + 1];
        this.kingStart = new int[n + 1];
        this.kingTarget = new int[king.start(n - 1) + king.degree(n - 1)];
        for (int c = 0; c < n; c++) {
            kingStart[c] = king.start(c);
            for (int k = king.start(c); k < king.end(c); k++) {
                kingTarget[k] = king.target(k);
            }
        }
        kingStart[n] = kingTarget.length;
        this.touches = new int[n];
        this.touchStamp = new long[n];
    }

    /** The start state, or null when the givens contradict each other. */
    State initial(int[] givens) {
        State s = new State(n);
        for (int c = 0; c < n; c++) {
            s.dom[c] = full[region[c]];
        }
        for (int c = 0; c < n; c++) {
            if (givens[c] != 0) {
                long bit = 1L << (givens[c] - 1);
                if ((s.dom[c] & bit) == 0) {
                    return null;
                }
                s.dom[c] = bit;
            }
        }
        return propagateAll(s) ? s : null;
    }

    /** Marks every single-candidate cell as placed and propagates from them. */
    boolean propagateAll(State s) {
        int tail = 0;
        for (int c = 0; c < n; c++) {
            if (s.value[c] == 0 && Long.bitCount(s.dom[c]) == 1) {
                s.value[c] = Long.numberOfTrailingZeros(s.dom[c]) + 1;
                s.placed++;
                queue[tail++] = c;
            } else if (s.dom[c] == 0) {
                return false;
            }
        }
        return run(s, tail);
    }

    /** Places value v at cell c and propagates; false on contradiction. */
    boolean assign(State s, int c, int v) {
        long bit = 1L << (v - 1);
        if ((s.dom[c] & bit) == 0) {
            return false;
        }
        s.dom[c] = bit;
        s.value[c] = v;
        s.placed++;
        queue[0] = c;
        return run(s, 1);
    }

    private boolean run(State s, int initialTail) {
        long[] dom = s.dom;
        int[] value = s.value;
        int head = 0;
        int tail = initialTail;
        while (true) {
            while (head < tail) {
                int c = queue[head++];
                long bit = dom[c];
                for (int p : peers[c]) {
                    long d = dom[p];
                    if ((d & bit) != 0) {
                        d &= ~bit;
                        if (d == 0) {
                            return false;
                        }
                        dom[p] = d;
                        if ((d & (d - 1)) == 0 && value[p] == 0) {
                            value[p] = Long.numberOfTrailingZeros(d) + 1;
                            s.placed++;
                            queue[tail++] = p;
                        }
                    }
                }
            }
            head = 0;
            tail = 0;
            if (s.placed == n) {
                return true;
            }
            // Hidden singles: a value with exactly one possible cell in its region.
            for (int r = 0; r < regionCells.length; r++) {
                int[] cells = regionCells[r];
                long once = 0;
                long twice = 0;
                for (int c : cells) {
                    long d = dom[c];
                    twice |= once & d;
                    once |= d;
                }
                if (once != full[r]) {
                    return false;
                }
                long hidden = once & ~twice;
                while (hidden != 0) {
                    long bit = hidden & -hidden;
                    hidden ^= bit;
                    for (int c : cells) {
                        if ((dom[c] & bit) != 0) {
                            if (value[c] == 0) {
                                dom[c] = bit;
                                value[c] = Long.numberOfTrailingZeros(bit) + 1;
                                s.placed++;
                                queue[tail++] = c;
                            }
                            break;
                        }
                    }
                }
            }
            if (tail == 0) {
                int result = neighbourExclusion(s, tail);
                if (result < 0) {
                    return false;
                }
                if (result == 0) {
                    return true;
                }
                tail = result - 1;
            }
        }
    }

    /**
     * When every cell of a region that can hold v touches one cell X outside the region, X cannot hold v.
     * Returns -1 on contradiction, 0 when nothing changed, else 1 + the new queue length.
     */
    private int neighbourExclusion(State s, int tail) {
        long[] dom = s.dom;
        int[] value = s.value;
        boolean changed = false;
        long stamp;
        for (int r = 0; r < regionCells.length; r++) {
            int[] cells = regionCells[r];
            long open = 0;
            for (int c : cells) {
                if (value[c] == 0) {
                    open |= dom[c];
                }
            }
            for (long left = open; left != 0; left &= left - 1) {
                long bit = left & -left;
                int holders = 0;
                stamp = ++stampClock;
                for (int c : cells) {
                    if (value[c] == 0 && (dom[c] & bit) != 0) {
                        holders++;
                        for (int k = kingStart[c]; k < kingStart[c + 1]; k++) {
                            int x = kingTarget[k];
                            if (region[x] != r) {
                                if (touchStamp[x] != stamp) {
                                    touchStamp[x] = stamp;
                                    touches[x] = 0;
                                }
                                touches[x]++;
                            }
                        }
                    } else if (value[c] != 0 && dom[c] == bit) {
                        holders = -1;
                        break;
                    }
                }
                if (holders < 2) {
                    continue;
                }
                for (int c : cells) {
                    if (value[c] != 0 || (dom[c] & bit) == 0) {
                        continue;
                    }
                    for (int k = kingStart[c]; k < kingStart[c + 1]; k++) {
                        int x = kingTarget[k];
                        if (touchStamp[x] == stamp && touches[x] == holders && (dom[x] & bit) != 0) {
                            long d = dom[x] & ~bit;
                            if (d == 0) {
                                return -1;
                            }
                            dom[x] = d;
                            changed = true;
                            if ((d & (d - 1)) == 0 && value[x] == 0) {
                                value[x] = Long.numberOfTrailingZeros(d) + 1;
                                s.placed++;
                                queue[tail++] = x;
                            }
                        }
                    }
                    break;
                }
            }
        }
        return changed ? tail + 1 : 0;
    }

    /** The unplaced cell with fewest candidates (lowest index on ties), or -1 when all are placed. */
    int branchCell(State s) {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int c = 0; c < n; c++) {
            if (s.value[c] == 0) {
                int k = Long.bitCount(s.dom[c]);
                if (k < bestCount) {
                    bestCount = k;
                    best = c;
                    if (k == 2) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /** Candidates per cell and the placed values; copied on branching. */
    static final class State {
        final long[] dom;
        final int[] value;
        int placed;

        State(int n) {
            dom = new long[n];
            value = new int[n];
        }

        State copyInto(State target) {
            System.arraycopy(dom, 0, target.dom, 0, dom.length);
            System.arraycopy(value, 0, target.value, 0, value.length);
            target.placed = placed;
            return target;
        }
    }
}
