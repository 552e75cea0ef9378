package org.gridpuzzle.domain.suguru.internal;

import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.domain.suguru.CountOutcome;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.domain.suguru.SearchStats;
import java.util.Optional;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StopReason;

/**
 * Suguru through the SAT port ({@link SuguruEncoding}): any back-end, embedded or external, and regions of any size.
 * Counting to k adds a blocking clause after each solution (incremental back-ends keep what they learnt).
 */
public final class SatSuguruSolver implements SuguruSolver {

    private final SatSolverFactory solvers;

    public SatSuguruSolver(SatSolverFactory solvers) {
        this.solvers = solvers;
    }

    @Override
    public String name() {
        return "sat";
    }

    @Override
    public SolveOutcome solve(SuguruPuzzle puzzle, Limits limits) {
        Budget budget = limits.start();
        Optional<String> quick = UnsolvabilityCheck.reason(puzzle);
        if (quick.isPresent()) {
            return new SolveOutcome.Unsolvable(quick.get(), SearchStats.of(budget));
        }
        try (SatSolver solver = solvers.create()) {
            SuguruEncoding encoding = SuguruEncoding.encode(puzzle, solver);
            SatStatus status = solver.solve(budget.limits()); // encoding took part of it
            if (status == SatStatus.SAT) {
                return new SolveOutcome.Solved(encoding.decode(solver.model()), SearchStats.of(budget));
            }
            if (status == SatStatus.UNSAT) {
                return new SolveOutcome.Unsolvable("no solution: the SAT solver refuted the puzzle's formula",
                        SearchStats.of(budget));
            }
            return new SolveOutcome.Stopped(stopReason(limits), SearchStats.of(budget));
        }
    }

    /** Counts up to {@code limit} solutions, each found one blocked before asking for the next. */
    public CountOutcome count(SuguruPuzzle puzzle, long limit, Limits limits) {
        Budget budget = limits.start();
        if (UnsolvabilityCheck.reason(puzzle).isPresent()) {
            return new CountOutcome(0, true, null, SearchStats.of(budget));
        }
        long count = 0;
        try (SatSolver solver = solvers.create()) {
            SuguruEncoding encoding = SuguruEncoding.encode(puzzle, solver);
            while (count < limit) {
                Limits left = budget.limits();
                SatStatus status = solver.solve(left);
                if (status == SatStatus.UNSAT) {
                    return new CountOutcome(count, true, null, SearchStats.of(budget));
                }
                if (status == SatStatus.UNKNOWN) {
                    return new CountOutcome(count, false, stopReason(limits), SearchStats.of(budget));
                }
                IntGrid solution = encoding.decode(solver.model());
                if (!SuguruVerifier.isSolution(puzzle, solution)) {
                    throw new IllegalStateException("the SAT solver's model is not a solution");
                }
                count++;
                int[] block = encoding.blocking(solution);
                if (block.length == 0) {
                    return new CountOutcome(count, true, null, SearchStats.of(budget)); // every cell given: the only one
                }
                solver.addClause(block);
            }
            return new CountOutcome(count, false, null, SearchStats.of(budget));
        }
    }

    private static StopReason stopReason(Limits limits) {
        return limits.cancelled().getAsBoolean() ? StopReason.CANCELLED : StopReason.TIME_LIMIT;
    }
}
