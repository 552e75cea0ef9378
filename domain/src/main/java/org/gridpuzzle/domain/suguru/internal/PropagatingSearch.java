package org.gridpuzzle.domain.suguru.internal;

import java.util.Random;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Budget;

/**
 * Depth-first search over {@link CandidatePropagator} states: branch on the cell with fewest candidates (or the
 * look-ahead choice when probing), c = v then c ≠ v, the value the smallest (or drawn by a seeded random, for the
 * generator), propagate after every choice.
 * Reports each solution to a listener, which decides whether to go on.
 */
final class PropagatingSearch {

    private final CandidatePropagator propagator;
    /** The probing over the propagator, when this search probes. */
    private CandidateProber prober;
    private final Budget budget;
    private final Random shuffle;
    private final int[] preferred;
    private final CandidatePropagator.State[] stack;
    private final CandidatePropagator.State[] snapshots;
    private final SolutionListener listener;
    private final IntGrid shapeSource;
    private boolean stopped;
    private boolean probing;
    /**
     * Nodes this deep or shallower probe every open cell; deeper ones only the cells around what their branch changed.
     * Only the root: with two-way branching, full probes deeper cost more than they save (large/, h50-04 counted to
     * two: 300 ms at 0, 390 ms at 1 and 2).
     */
    static final int FULL_PROBE_DEPTH = 0;

    PropagatingSearch(CandidatePropagator propagator, IntGrid shapeSource, Budget budget, Random shuffle, SolutionListener listener) {
        this(propagator, shapeSource, budget, shuffle, null, listener);
    }

    /** With {@code preferred}, each cell tries its preferred value first (a sketch the search repairs). */
    PropagatingSearch(CandidatePropagator propagator, IntGrid shapeSource, Budget budget, Random shuffle, int[] preferred, SolutionListener listener) {
        this.preferred = preferred;
        this.propagator = propagator;
        this.shapeSource = shapeSource;
        this.budget = budget;
        this.shuffle = shuffle;
        this.listener = listener;
        this.stack = new CandidatePropagator.State[propagator.n + 2];
        this.snapshots = new CandidatePropagator.State[propagator.n + 2];
    }

    /** Probes every candidate at every node before branching ({@link CandidateProber#probe}). */
    PropagatingSearch probing() {
        this.probing = true;
        this.prober = new CandidateProber(propagator);
        return this;
    }

    /** Runs from {@code root}; false when the listener or a limit stopped it early. */
    boolean run(CandidatePropagator.State root) {
        descend(root, null, 0);
        return !stopped;
    }

    /** Runs from a child of {@code parent} (one branch of a node searched elsewhere). */
    boolean runBelow(CandidatePropagator.State child, CandidatePropagator.State parent) {
        descend(child, parent, 1);
        return !stopped;
    }

    /**
     * Two-way branching: c = v first, then, once every solution with c = v has been reported, c ≠ v is propagated
     * (and probed) in this node before the next choice, which may be another cell. The refuted value thus teaches
     * the rest of the search, which k-way branching over c's values would not.
     */
    private void descend(CandidatePropagator.State s, CandidatePropagator.State parent, int depth) {
        CandidatePropagator.State reference = parent;
        while (true) {
            int c;
            if (probing) {
                CandidateProber.Probe p = prober.probe(s, depth > FULL_PROBE_DEPTH ? reference : null, budget);
                if (p != CandidateProber.Probe.CONSISTENT) {
                    stopped |= p == CandidateProber.Probe.STOPPED;
                    return;
                }
                c = prober.lookaheadCell(s);
            } else {
                c = propagator.branchCell(s);
            }
            if (c < 0) {
                if (!listener.accept(IntGrid.of(shapeSource.shape(), s.value))) {
                    stopped = true;
                }
                return;
            }
            int v = firstValue(c, s.dom[c]);
            if (!budget.node()) {
                stopped = true;
                return;
            }
            CandidatePropagator.State child = state(stack, depth);
            s.copyInto(child);
            if (propagator.assign(child, c, v)) {
                descend(child, s, depth + 1);
                if (stopped) {
                    return;
                }
            }
            CandidatePropagator.State before = state(snapshots, depth);
            s.copyInto(before);
            if (!propagator.remove(s, c, v)) {
                return;
            }
            reference = before;
        }
    }

    private CandidatePropagator.State state(CandidatePropagator.State[] states, int depth) {
        if (states[depth] == null) {
            states[depth] = new CandidatePropagator.State(propagator.n);
        }
        return states[depth];
    }

    /** The preferred value when it is a candidate, else the smallest (or a random one when shuffling). */
    private int firstValue(int c, long dom) {
        if (preferred != null && (dom & (1L << (preferred[c] - 1))) != 0) {
            return preferred[c];
        }
        if (shuffle != null) {
            int k = shuffle.nextInt(Long.bitCount(dom));
            for (int i = 0; i < k; i++) {
                dom &= dom - 1;
            }
        }
        return Long.numberOfTrailingZeros(dom) + 1;
    }

}
