package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.CountOutcome;
import org.gridpuzzle.domain.suguru.SearchStats;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;

/**
 * Counting on two threads: the root is probed once, then its two branches, c = v and c ≠ v (the sequential
 * search's first choice), are searched at the same time, each with a propagator of its own. Every solution lies in
 * exactly one branch, so the counts add up; the first branch to reach the limit stops the other. Worth it only on
 * large puzzles, where a count takes long enough to pay for a thread and a second propagator.
 */
final class ParallelCount {

    /** Below this many cells a count takes about a millisecond or less: one thread is faster. */
    static final int MIN_CELLS = 900;

    private ParallelCount() {
    }

    static boolean worthIt(SuguruPuzzle puzzle) {
        return puzzle.shape().size() >= MIN_CELLS && Runtime.getRuntime().availableProcessors() > 1;
    }

    static CountOutcome count(SuguruPuzzle puzzle, long limit, Limits limits) {
        Budget budget = limits.start();
        if (UnsolvabilityCheck.reason(puzzle).isPresent()) {
            return outcome(0, true, budget, 0);
        }
        CandidatePropagator propagator = new CandidatePropagator(puzzle);
        CandidatePropagator.State root = propagator.initial(puzzle.givens().toArray());
        if (root == null) {
            return outcome(0, true, budget, 0);
        }
        CandidateProber prober = new CandidateProber(propagator);
        CandidateProber.Probe p = prober.probe(root, null, budget);
        if (p != CandidateProber.Probe.CONSISTENT) {
            return outcome(0, p == CandidateProber.Probe.CONTRADICTION, budget, 0);
        }
        int c = prober.lookaheadCell(root);
        if (c < 0) {
            return outcome(1, limit > 1, budget, 0); // the root is the solution
        }
        int v = Long.numberOfTrailingZeros(root.dom[c]) + 1;
        AtomicLong found = new AtomicLong();
        AtomicBoolean enough = new AtomicBoolean();
        SolutionListener listener = solution -> {
            if (found.incrementAndGet() >= limit) {
                enough.set(true);
                return false;
            }
            return !enough.get();
        };
        // the run's deadline, and a stop of its own once the two halves together have counted enough
        Limits shared = budget.limits().withCancellation(() -> enough.get() || limits.cancelled().getAsBoolean());
        CandidatePropagator.State with = root.copyInto(new CandidatePropagator.State(propagator.n));
        CandidatePropagator.State without = root.copyInto(new CandidatePropagator.State(propagator.n));
        boolean withPossible = propagator.assign(with, c, v);
        boolean withoutPossible = propagator.remove(without, c, v);
        AtomicReference<Boolean> otherComplete = new AtomicReference<>(true);
        AtomicLong otherNodes = new AtomicLong();
        AtomicReference<RuntimeException> otherFailure = new AtomicReference<>();
        Thread other = new Thread(() -> {
            try {
                if (withoutPossible) {
                    Budget b = shared.start();
                    CandidatePropagator own = new CandidatePropagator(puzzle);
                    otherComplete.set(new PropagatingSearch(own, puzzle.givens(), b, null, listener).probing()
                            .run(without));
                    otherNodes.set(b.nodes());
                }
            } catch (RuntimeException e) {
                otherFailure.set(e);
            }
        }, "suguru-count");
        other.setDaemon(true);
        other.start();
        boolean complete = true;
        long nodes = 0;
        if (withPossible) {
            Budget b = shared.start();
            complete = new PropagatingSearch(propagator, puzzle.givens(), b, null, listener).probing()
                    .runBelow(with, root);
            nodes = b.nodes();
        }
        try {
            other.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            enough.set(true);
            complete = false;
        }
        if (otherFailure.get() != null) {
            throw otherFailure.get();
        }
        long count = Math.min(found.get(), limit);
        complete &= otherComplete.get() && count < limit;
        return outcome(count, complete, budget, nodes + otherNodes.get() + 1);
    }

    private static CountOutcome outcome(long count, boolean complete, Budget budget, long nodes) {
        StopReason reason = null;
        if (!complete && !budget.check()) {
            reason = budget.stopReason();
        }
        return new CountOutcome(count, complete, reason, new SearchStats(budget.nodes() + nodes, budget.elapsedNanos()));
    }
}
