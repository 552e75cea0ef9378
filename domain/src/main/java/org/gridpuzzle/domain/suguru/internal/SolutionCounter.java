package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.CountOutcome;
import org.gridpuzzle.domain.suguru.SearchStats;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/** Counts and enumerates solutions on the fast solver's machinery. Uniqueness is a count with limit 2. */
public final class SolutionCounter {

    private SolutionCounter() {
    }

    /** Counts up to {@code limit} solutions (on two threads for large puzzles: {@link ParallelCount}). */
    public static CountOutcome count(SuguruPuzzle puzzle, long limit, Limits limits) {
        if (ParallelCount.worthIt(puzzle)) {
            return ParallelCount.count(puzzle, limit, limits);
        }
        return sequentialCount(puzzle, limit, limits);
    }

    static CountOutcome sequentialCount(SuguruPuzzle puzzle, long limit, Limits limits) {
        long[] count = new long[1];
        return enumerate(puzzle, limits, solution -> ++count[0] < limit, count);
    }

    public static boolean isUnique(SuguruPuzzle puzzle) {
        return count(puzzle, 2, Limits.none()).unique();
    }

    /** Streams every solution to the listener until it returns false or a limit stops the run. */
    public static CountOutcome enumerate(SuguruPuzzle puzzle, Limits limits, SolutionListener listener) {
        long[] count = new long[1];
        return enumerate(puzzle, limits, solution -> {
            count[0]++;
            return listener.accept(solution);
        }, count);
    }

    private static CountOutcome enumerate(SuguruPuzzle puzzle, Limits limits, SolutionListener listener, long[] count) {
        Budget budget = limits.start();
        boolean complete = true;
        if (UnsolvabilityCheck.reason(puzzle).isEmpty()) {
            CandidatePropagator propagator = new CandidatePropagator(puzzle);
            CandidatePropagator.State root = propagator.initial(puzzle.givens().toArray());
            if (root != null) {
                complete = new PropagatingSearch(propagator, puzzle.givens(), budget, null, listener).probing().run(root);
            }
        }
        SearchStats stats = SearchStats.of(budget);
        return new CountOutcome(count[0], complete, budget.stopReason(), stats);
    }

    /**
     * For a puzzle whose only solution with cell {@code cell} = {@code value} is known: is there a
     * solution with another value there? Removing that given keeps the puzzle unique iff not, and
     * one refuted branch is cheaper than counting to two. Null when a limit stopped the search.
     */
    static Boolean hasSolutionWithout(SuguruPuzzle puzzle, int cell, int value, Budget budget) {
        CandidatePropagator propagator = new CandidatePropagator(puzzle);
        int[] givens = puzzle.givens().toArray();
        givens[cell] = 0;
        CandidatePropagator.State s = propagator.initial(givens);
        if (s == null) {
            return false;
        }
        s.dom[cell] &= ~(1L << (value - 1));
        if (s.dom[cell] == 0 || !propagator.propagateAll(s)) {
            return false;
        }
        boolean[] found = new boolean[1];
        new PropagatingSearch(propagator, puzzle.givens(), budget, null, solution -> {
            found[0] = true;
            return false;
        }).run(s);
        return found[0] ? Boolean.TRUE : budget.exhausted() ? null : Boolean.FALSE;
    }
}
