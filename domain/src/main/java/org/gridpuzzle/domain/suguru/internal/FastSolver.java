package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SearchStats;
import java.util.Optional;
import java.util.Random;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * Propagation plus search: bitmask candidates, king-neighbour and region elimination, naked and
 * hidden singles, fail-first branching. Deterministic; proves unsatisfiability by exhausting the tree.
 */
public final class FastSolver implements SuguruSolver {

    private final Random shuffle;

    public FastSolver() {
        this(null);
    }

    /** A solver that tries values in a seeded random order: the same seed, the same solution. */
    private FastSolver(Random shuffle) {
        this.shuffle = shuffle;
    }

    public static FastSolver randomised(long seed) {
        return new FastSolver(new Random(seed));
    }

    @Override
    public String name() {
        return "fast";
    }

    @Override
    public SolveOutcome solve(SuguruPuzzle puzzle, Limits limits) {
        Budget budget = limits.start();
        Optional<String> quick = UnsolvabilityCheck.reason(puzzle);
        if (quick.isPresent()) {
            return new SolveOutcome.Unsolvable(quick.get(), SearchStats.of(budget));
        }
        CandidatePropagator propagator = new CandidatePropagator(puzzle);
        CandidatePropagator.State root = propagator.initial(puzzle.givens().toArray());
        if (root == null) {
            return new SolveOutcome.Unsolvable("no solution: the givens lead to a contradiction by propagation alone",
                    SearchStats.of(budget));
        }
        IntGrid[] found = new IntGrid[1];
        new PropagatingSearch(propagator, puzzle.givens(), budget, shuffle, solution -> {
            found[0] = solution;
            return false;
        }).probing().run(root);
        if (found[0] != null) {
            return new SolveOutcome.Solved(found[0], SearchStats.of(budget));
        }
        if (budget.exhausted()) {
            return new SolveOutcome.Stopped(budget.stopReason(), SearchStats.of(budget));
        }
        return new SolveOutcome.Unsolvable("no solution: the search exhausted every candidate (" + budget.nodes()
                + " nodes)", SearchStats.of(budget));
    }
}
