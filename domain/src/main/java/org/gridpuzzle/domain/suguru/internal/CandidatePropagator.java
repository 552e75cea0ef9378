package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.RegionTooLargeException;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.search.Budget;

/**
 * The propagating core shared by the fast solver, the counter and the generator. A state is one candidate bitmask per
 * cell (bit v-1 = value v) plus the placed values. Propagation applies the rules below until nothing changes or a
 * contradiction shows. Region rules run only on regions whose cells changed, so propagating one assignment costs what
 * it touches, not the whole grid: that is what makes failed-value probing ({@link CandidateProber}) affordable at every
 * search node. The hot paths allocate nothing.
 *
 * <p>Every rule only removes candidates that no solution uses, so propagation never loses a solution (the property
 * tests check each rule alone against brute force):
 * <ul>
 * <li>a placed value v at c: no king-neighbour of c holds v (adjacency rule), no other cell of c's region does
 * (region rule); a cell with one candidate left is placed;</li>
 * <li>hidden single: each value 1..size appears exactly once in a region, so a value with one possible cell there is
 * placed in it; a value with none means no solution;</li>
 * <li>naked subsets (and with them hidden subsets, see {@link #nakedSubsets}): k cells of a region with only k values
 * between them take those values, so the region's other cells cannot;</li>
 * <li>region pointing: v must go somewhere in region R; if every cell of R that can hold v is a king-neighbour of the
 * same cell x outside R, then whichever holds v touches x, so x ≠ v.</li>
 * </ul>
 * {@link CandidateProber} adds failed values (a value whose propagation fails is not in any solution) and
 * constructive disjunction (what every surviving value of a cell leaves possible elsewhere is all that is possible
 * there).
 */
public final class CandidatePropagator {

    public static final int MAX_REGION = 64;

    final int n;
    final int[] region;
    final long[] full;
    final int[][] regionCells;
    /** King-neighbours and region peers of each cell, merged without duplicates. */
    final int[][] peers;
    private final int[] queue;
    /** Per region: the cells outside it that touch it, and for each the mask of the region's cells it touches. */
    private final int[][] outsideCells;
    private final long[][] outsideTouch;
    /** Regions whose cells changed since their rules last ran, as a list and a membership flag. */
    private final int[] dirty;
    private int dirtyCount;
    private final boolean[] isDirty;
    /** The regions of the pass running now (the dirty list is refilled meanwhile). */
    private final int[] pass;
    private final int[] openCells = new int[MAX_REGION];
    /** Where changes are recorded while a probe runs, else null. */
    private CandidateTrail trail;
    /** True while a probe propagates: the subset rule waits for the changes that last. */
    private boolean probing;

    /** The rules beyond the adjacency and region rules of placed values and naked singles, which always apply. */
    enum Rule { HIDDEN_SINGLES, SUBSETS, POINTING }

    private final boolean hiddenRule;
    private final boolean subsetRule;
    private final boolean pointingRule;

    CandidatePropagator(SuguruPuzzle puzzle) {
        this(puzzle, EnumSet.allOf(Rule.class));
    }

    /** With only some rules (the property tests check each rule alone). */
    CandidatePropagator(SuguruPuzzle puzzle, Set<Rule> rules) {
        this.hiddenRule = rules.contains(Rule.HIDDEN_SINGLES);
        this.subsetRule = rules.contains(Rule.SUBSETS);
        this.pointingRule = rules.contains(Rule.POINTING);
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
        this.outsideCells = new int[r][];
        this.outsideTouch = new long[r][];
        long[] touching = new long[n];
        int[] seen = new int[n];
        Arrays.fill(seen, -1);
        for (int k = 0; k < r; k++) {
            int[] cells = regionCells[k];
            int[] list = new int[cells.length * 8];
            int m = 0;
            for (int i = 0; i < cells.length; i++) {
                int c = cells[i];
                for (int e = king.start(c); e < king.end(c); e++) {
                    int x = king.target(e);
                    if (region[x] == k) {
                        continue;
                    }
                    if (seen[x] != k) {
                        seen[x] = k;
                        touching[x] = 0;
                        list[m++] = x;
                    }
                    touching[x] |= 1L << i;
                }
            }
            outsideCells[k] = Arrays.copyOf(list, m);
            outsideTouch[k] = new long[m];
            for (int i = 0; i < m; i++) {
                outsideTouch[k][i] = touching[list[i]];
            }
        }
        this.dirty = new int[r];
        this.isDirty = new boolean[r];
        this.pass = new int[r];
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

    /** Marks every single-candidate cell as placed and propagates from them, every region's rules included. */
    boolean propagateAll(State s) {
        clearDirty();
        for (int r = 0; r < regionCells.length; r++) {
            markDirty(r);
        }
        int tail = 0;
        for (int c = 0; c < n; c++) {
            if (s.value[c] == 0 && Long.bitCount(s.dom[c]) == 1) {
                set(s, c, s.dom[c]);
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
        clearDirty();
        set(s, c, bit);
        s.value[c] = v;
        s.placed++;
        markDirty(region[c]);
        queue[0] = c;
        return run(s, 1);
    }

    /** Removes value v from cell c's candidates and propagates; false on contradiction. */
    boolean remove(State s, int c, int v) {
        return restrict(s, c, s.dom[c] & ~(1L << (v - 1)));
    }

    /** Narrows cell c's candidates to {@code d} (a subset of them) and propagates; false on contradiction. */
    boolean restrict(State s, int c, long d) {
        if (d == s.dom[c]) {
            return true;
        }
        if (d == 0) {
            return false;
        }
        clearDirty();
        set(s, c, d);
        markDirty(region[c]);
        int tail = 0;
        if ((d & (d - 1)) == 0) {
            s.value[c] = Long.numberOfTrailingZeros(d) + 1;
            s.placed++;
            queue[tail++] = c;
        }
        return run(s, tail);
    }

    /** Writes cell c's candidates, remembering the old ones when a trail records (a probe, see {@link CandidateProber}). */
    private void set(State s, int c, long d) {
        if (trail != null) {
            trail.record(s, c);
        }
        s.dom[c] = d;
    }

    /**
     * From now on every change is recorded on {@code trail} until {@link #stopRecording}; while {@code probing}, the
     * naked-subset rule rests (a probe wants the cheap rules' reach; the costly ones wait for changes that last).
     */
    void recordOn(CandidateTrail trail, boolean probing) {
        this.trail = trail;
        this.probing = probing;
    }

    void stopRecording() {
        this.trail = null;
        this.probing = false;
    }

    private void clearDirty() {
        for (int i = 0; i < dirtyCount; i++) {
            isDirty[dirty[i]] = false;
        }
        dirtyCount = 0;
    }

    private void markDirty(int r) {
        if (!isDirty[r]) {
            isDirty[r] = true;
            dirty[dirtyCount++] = r;
        }
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
                        set(s, p, d);
                        markDirty(region[p]);
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
            if (dirtyCount == 0) {
                return true;
            }
            // The region rules, on the regions that changed; what they change marks its own regions for the next pass.
            int count = dirtyCount;
            int[] regions = pass;
            System.arraycopy(dirty, 0, regions, 0, count);
            clearDirty();
            for (int i = 0; hiddenRule && i < count; i++) {
                tail = hiddenSingles(s, regions[i], tail);
                if (tail < 0) {
                    return false;
                }
            }
            if (tail > 0) {
                // placements first (cheap and strong); these regions still owe their pointing pass
                for (int i = 0; i < count; i++) {
                    markDirty(regions[i]);
                }
                continue;
            }
            for (int i = 0; subsetRule && !probing && i < count; i++) {
                tail = nakedSubsets(s, regions[i], tail);
                if (tail < 0) {
                    return false;
                }
            }
            for (int i = 0; pointingRule && i < count; i++) {
                tail = pointing(s, regions[i], tail);
                if (tail < 0) {
                    return false;
                }
            }
        }
    }

    /** Hidden singles of region r; returns the new queue length, or -1 when a value has no place left. */
    private int hiddenSingles(State s, int r, int tail) {
        long[] dom = s.dom;
        int[] value = s.value;
        int[] cells = regionCells[r];
        long once = 0;
        long twice = 0;
        for (int c : cells) {
            long d = dom[c];
            twice |= once & d;
            once |= d;
        }
        if (once != full[r]) {
            return -1;
        }
        long hidden = once & ~twice;
        while (hidden != 0) {
            long bit = hidden & -hidden;
            hidden ^= bit;
            for (int c : cells) {
                if ((dom[c] & bit) != 0) {
                    if (value[c] == 0) {
                        set(s, c, bit);
                        value[c] = Long.numberOfTrailingZeros(bit) + 1;
                        s.placed++;
                        queue[tail++] = c;
                    }
                    break;
                }
            }
        }
        return tail;
    }

    /**
     * Region pointing on region r: when every cell of r that can hold v touches one cell x outside r, x cannot hold
     * v. The cells outside r that touch it, each with the mask of r's cells it touches, are precomputed, so each
     * value costs one pass over them. Returns the new queue length, or -1 on contradiction.
     */
    private int pointing(State s, int r, int tail) {
        long[] dom = s.dom;
        int[] value = s.value;
        int[] cells = regionCells[r];
        long open = 0;
        long placedValues = 0;
        for (int c : cells) {
            if (value[c] == 0) {
                open |= dom[c];
            } else {
                placedValues |= dom[c];
            }
        }
        int[] outside = outsideCells[r];
        long[] touch = outsideTouch[r];
        for (long left = open & ~placedValues; left != 0; left &= left - 1) {
            long bit = left & -left;
            long holders = 0;
            for (int k = 0; k < cells.length; k++) {
                if ((dom[cells[k]] & bit) != 0) {
                    holders |= 1L << k;
                }
            }
            if ((holders & (holders - 1)) == 0) {
                continue; // one holder: a hidden single, placed by the rule before this one
            }
            for (int i = 0; i < outside.length; i++) {
                int x = outside[i];
                if ((touch[i] & holders) == holders && (dom[x] & bit) != 0) {
                    long d = dom[x] & ~bit;
                    if (d == 0) {
                        return -1;
                    }
                    set(s, x, d);
                    markDirty(region[x]);
                    if ((d & (d - 1)) == 0 && value[x] == 0) {
                        value[x] = Long.numberOfTrailingZeros(d) + 1;
                        s.placed++;
                        queue[tail++] = x;
                    }
                }
            }
        }
        return tail;
    }

    /** Regions with more open cells than this skip the subset rule (it looks at every subset of them). */
    static final int SUBSET_CELLS = 8;

    /**
     * Naked subsets of region r: when k open cells of r can hold only k values between them, those k cells take
     * exactly those values, so no other cell of r can hold any of them (fewer than k values: no solution). As every
     * value of a region is placed exactly once, this also covers hidden subsets: k values with only k possible cells
     * leave the other open cells, m - k of them, only the other m - k values, a naked subset of the rest.
     * Returns the new queue length, or -1 on contradiction.
     */
    private int nakedSubsets(State s, int r, int tail) {
        long[] dom = s.dom;
        int[] value = s.value;
        int[] cells = regionCells[r];
        int m = 0;
        for (int c : cells) {
            if (value[c] == 0) {
                openCells[m++] = c;
            }
        }
        if (m < 3 || m > SUBSET_CELLS) {
            return tail; // with two open cells, hidden singles already decide every subset
        }
        int all = (1 << m) - 1;
        for (int subset = 3; subset < all; subset++) {
            int k = Integer.bitCount(subset);
            if (k < 2 || k > m - 1) {
                continue;
            }
            long union = 0;
            for (int i = 0; i < m; i++) {
                if ((subset & (1 << i)) != 0) {
                    union |= dom[openCells[i]];
                }
            }
            int values = Long.bitCount(union);
            if (values < k) {
                return -1;
            }
            if (values > k) {
                continue;
            }
            for (int i = 0; i < m; i++) {
                int x = openCells[i];
                if ((subset & (1 << i)) == 0 && value[x] == 0 && (dom[x] & union) != 0) {
                    long d = dom[x] & ~union;
                    if (d == 0) {
                        return -1;
                    }
                    set(s, x, d);
                    markDirty(r);
                    if ((d & (d - 1)) == 0) {
                        value[x] = Long.numberOfTrailingZeros(d) + 1;
                        s.placed++;
                        queue[tail++] = x;
                    }
                }
            }
        }
        return tail;
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
