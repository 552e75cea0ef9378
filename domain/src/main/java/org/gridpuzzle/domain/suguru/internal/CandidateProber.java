package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.search.Budget;

/**
 * Failed-value probing over a {@link CandidatePropagator}: each candidate v of each open cell c is tried on a trail;
 * if propagation then meets a contradiction, no solution has c = v (propagation is sound), so v is removed for good and
 * propagated. What every surviving value of c leaves possible at another cell is all that is possible there
 * (constructive disjunction). Each probe's reach (how many cells it changed) is kept as the cell's look-ahead score
 * for {@link #lookaheadCell}. The hot paths allocate nothing.
 */
final class CandidateProber {

    /** What {@link #probe} found. */
    enum Probe { CONSISTENT, CONTRADICTION, STOPPED }

    private final CandidatePropagator propagator;
    private final int n;
    private final CandidateTrail trail = new CandidateTrail();
    /** Each open cell's look-ahead score from the last probe. */
    private final long[] score;
    /** The cells still to probe, a ring of at most n, and their membership. */
    private final int[] work;
    private final boolean[] inWork;
    private int workHead;
    private int workSize;
    private int probes;
    /** Constructive disjunction while probing a cell: x's candidates after each value that held, and how many. */
    private final long[] union;
    private final long[] unionOf;
    private final int[] unionCount;
    private final int[] unionList;
    private int unionListSize;
    private final long[] seen;
    private long unionClock;

    CandidateProber(CandidatePropagator propagator) {
        this.propagator = propagator;
        this.n = propagator.n;
        this.score = new long[n];
        this.work = new int[n];
        this.inWork = new boolean[n];
        this.union = new long[n];
        this.unionOf = new long[n];
        this.unionCount = new int[n];
        this.unionList = new int[n];
        this.seen = new long[n];
    }

    /**
     * Probes until nothing more fails: at the root every open cell; below it (with a {@code parent}) the cells next to
     * what the branch changed; then again the cells next to what a probe changed for good. The budget's clock and
     * cancellation are read every 256 probes.
     */
    Probe probe(CandidatePropagator.State s, CandidatePropagator.State parent, Budget budget) {
        workHead = 0;
        workSize = 0;
        for (int c = 0; c < n; c++) {
            if (s.value[c] != 0) {
                score[c] = -1;
            } else if (parent == null) {
                enqueue(c);
            }
        }
        if (parent != null) {
            for (int x = 0; x < n; x++) {
                if (s.dom[x] != parent.dom[x]) {
                    enqueueAround(s, x);
                }
            }
        }
        probes = 0;
        while (workSize > 0) {
            int c = work[workHead];
            workHead = workHead + 1 == n ? 0 : workHead + 1;
            workSize--;
            inWork[c] = false;
            Probe p = s.value[c] != 0 ? Probe.CONSISTENT : probeCell(s, c, budget);
            if (p != Probe.CONSISTENT) {
                clearWork();
                return p;
            }
        }
        return Probe.CONSISTENT;
    }

    private void enqueue(int y) {
        inWork[y] = true;
        work[(workHead + workSize) % n] = y;
        workSize++;
    }

    /** Queues x and its peers for probing: what changed at x may make their probes fail now. */
    private void enqueueAround(CandidatePropagator.State s, int x) {
        int[] peers = propagator.peers[x];
        for (int j = -1; j < peers.length; j++) {
            int y = j < 0 ? x : peers[j];
            if (!inWork[y] && s.value[y] == 0) {
                enqueue(y);
            }
        }
    }

    /**
     * Probes every candidate of c. A value whose propagation fails is removed. Of the values that hold, what they
     * all leave possible at another cell x is all x can be (c takes one of them in any solution), so x is narrowed to
     * the union of x's candidates after each: constructive disjunction over c's values.
     */
    private Probe probeCell(CandidatePropagator.State s, int c, Budget budget) {
        long weakest = Long.MAX_VALUE;
        long total = 0;
        int survivors = 0;
        boolean complete = true;
        long cellStamp = ++unionClock;
        unionListSize = 0;
        for (long left = s.dom[c]; left != 0; left &= left - 1) {
            long bit = left & -left;
            if ((s.dom[c] & bit) == 0) {
                continue; // removed by an earlier probe of this cell
            }
            if ((++probes & 255) == 0 && !budget.check()) {
                return Probe.STOPPED;
            }
            int v = Long.numberOfTrailingZeros(bit) + 1;
            int placed = s.placed;
            trail.clear();
            propagator.recordOn(trail, true);
            boolean possible = propagator.assign(s, c, v);
            propagator.stopRecording();
            int reach = trail.size();
            if (possible) {
                long probeStamp = ++unionClock;
                for (int i = 0; i < trail.size(); i++) {
                    int x = trail.cell(i);
                    if (x == c || seen[x] == probeStamp) {
                        continue;
                    }
                    seen[x] = probeStamp;
                    if (complete) {
                        if (survivors == 0) {
                            unionOf[x] = cellStamp;
                            unionCount[x] = 1;
                            union[x] = s.dom[x];
                            unionList[unionListSize++] = x;
                        } else if (unionOf[x] == cellStamp && unionCount[x] == survivors) {
                            unionCount[x]++;
                            union[x] |= s.dom[x];
                        }
                    }
                }
                survivors++;
            }
            trail.undo(s, placed);
            if (possible) {
                weakest = Math.min(weakest, reach);
                total += reach;
                continue;
            }
            if (narrow(s, c, s.dom[c] & ~bit) == Probe.CONTRADICTION) {
                return Probe.CONTRADICTION;
            }
            if (s.value[c] != 0) {
                complete = false; // c is settled; its consequences came with the removal
                break;
            }
        }
        if (complete && survivors > 1) {
            for (int i = 0; i < unionListSize; i++) {
                int x = unionList[i];
                if (unionCount[x] == survivors && s.value[x] == 0 && (s.dom[x] & ~union[x]) != 0) {
                    if (narrow(s, x, s.dom[x] & union[x]) == Probe.CONTRADICTION) {
                        return Probe.CONTRADICTION;
                    }
                }
            }
        }
        // fewest candidates first (fail first), then the furthest-reaching weakest value, then the largest total reach
        score[c] = s.value[c] != 0 ? -1
                : (64L - Long.bitCount(s.dom[c])) * 100_000_000L + Math.min(weakest, 90_000) * 1024 + Math.min(total, 1023);
        return Probe.CONSISTENT;
    }

    /**
     * Restricts x to {@code d} for good and propagates with every rule, queueing the cells around every change for
     * probing (the changes are recorded only to be queued: they stay).
     */
    private Probe narrow(CandidatePropagator.State s, int x, long d) {
        trail.clear();
        propagator.recordOn(trail, false);
        boolean ok = propagator.restrict(s, x, d);
        propagator.stopRecording();
        if (!ok) {
            trail.clear();
            return Probe.CONTRADICTION;
        }
        for (int i = 0; i < trail.size(); i++) {
            enqueueAround(s, trail.cell(i));
        }
        trail.clear();
        return Probe.CONSISTENT;
    }

    private void clearWork() {
        for (int i = 0; i < workSize; i++) {
            inWork[work[(workHead + i) % n]] = false;
        }
        workSize = 0;
    }

    /**
     * The open cell whose weakest value reaches furthest (then the largest total reach), from the last probe: a
     * look-ahead choice, as SAT look-ahead solvers pick the variable whose both branches simplify most. -1 when all
     * cells are placed.
     */
    int lookaheadCell(CandidatePropagator.State s) {
        int best = -1;
        long bestScore = Long.MIN_VALUE;
        for (int c = 0; c < n; c++) {
            if (s.value[c] == 0 && score[c] > bestScore) {
                bestScore = score[c];
                best = c;
            }
        }
        return best;
    }
}
