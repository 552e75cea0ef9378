package org.gridpuzzle.domain.suguru;

import java.util.Random;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Budget;

/**
 * Depth-first search over {@link CandidatePropagator} states: branch on the cell with fewest candidates, values
 * ascending (or shuffled by a seeded random, for the generator), propagate after every choice.
 * Reports each solution to a listener, which decides whether to go on.
 */
final class PropagatingSearch {

    private final CandidatePropagator propagator;
    private final Budget budget;
    private final Random shuffle;
    private final int[] preferred;
    private final CandidatePropagator.State[] stack;
    private final SolutionListener listener;
    private final IntGrid shapeSource;
    private boolean stopped;
    private boolean probing;
    /** Nodes this deep or shallower probe every open cell; deeper ones only the cells around what their branch changed. */
    static final int FULL_PROBE_DEPTH = 2;

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
    }

    /** Probes every candidate at every node before branching ({@link CandidatePropagator#probe}). */
    PropagatingSearch probing() {
        this.probing = true;
        return this;
    }

    /** Runs from {@code root}; false when the listener or a limit stopped it early. */
    boolean run(CandidatePropagator.State root) {
        descend(root, null, 0);
        return !stopped;
    }

    private void descend(CandidatePropagator.State s, CandidatePropagator.State parent, int depth) {
        int c;
        if (probing) {
            CandidatePropagator.Probe p = propagator.probe(s, depth > FULL_PROBE_DEPTH ? parent : null, budget);
            if (p != CandidatePropagator.Probe.CONSISTENT) {
                stopped |= p == CandidatePropagator.Probe.STOPPED;
                return;
            }
            c = propagator.lookaheadCell(s);
        } else {
            c = propagator.branchCell(s);
        }
        if (c < 0) {
            if (!listener.accept(IntGrid.of(shapeSource.shape(), s.value))) {
                stopped = true;
            }
            return;
        }
        long dom = s.dom[c];
        int[] order = values(dom);
        if (preferred != null) {
            for (int i = 1; i < order.length; i++) {
                if (order[i] == preferred[c]) {
                    order[i] = order[0];
                    order[0] = preferred[c];
                }
            }
        }
        CandidatePropagator.State child = stack[depth];
        if (child == null) {
            child = new CandidatePropagator.State(propagator.n);
            stack[depth] = child;
        }
        for (int v : order) {
            if (!budget.node()) {
                stopped = true;
                return;
            }
            s.copyInto(child);
            if (propagator.assign(child, c, v)) {
                descend(child, s, depth + 1);
                if (stopped) {
                    return;
                }
            }
        }
    }

    private int[] values(long dom) {
        int[] out = new int[Long.bitCount(dom)];
        int k = 0;
        while (dom != 0) {
            out[k++] = Long.numberOfTrailingZeros(dom) + 1;
            dom &= dom - 1;
        }
        if (shuffle != null) {
            Shuffle.inPlace(out, shuffle);
        }
        return out;
    }
}
