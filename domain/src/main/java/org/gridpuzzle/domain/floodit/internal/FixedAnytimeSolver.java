package org.gridpuzzle.domain.floodit.internal;

import java.time.Duration;
import java.util.List;
import org.gridpuzzle.domain.search.internal.BoundsListener;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.search.StopReason;

/**
 * Exact Fixed Flood-It that always has an answer: the greedy player first (milliseconds even on large boards), then
 * the heuristic's beam, then {@link FixedExactSolver} searching only for shorter sequences. A limit or Ctrl-C leaves
 * the best sequence so far with the bound the search had proved; finishing proves the best one optimal.
 *
 * <p>The beam is the one {@code --heuristic} plays (its width, its limits), run to its end before the exact search
 * starts, so that the answer is never longer than the heuristic's at the same limit: a beam with a share of the
 * time (a tenth, once) left a loaded machine with the greedy's 47 moves where the heuristic gave 37. A phase that
 * finds the run's limit spent hands on the best sequence so far; one its memory budget refuses is skipped.
 */
public final class FixedAnytimeSolver {

    /** The beam width {@code --heuristic} plays unless asked otherwise. */
    public static final int HEURISTIC_WIDTH = 200;

    private final int beamWidth;
    private final int beamShare;

    /** The heuristic's beam ({@link #HEURISTIC_WIDTH}) to its end, then the exact search. */
    public FixedAnytimeSolver() {
        this(HEURISTIC_WIDTH, 1);
    }

    /**
     * @param beamWidth the beam's width (the heuristic's, for an answer never longer than the heuristic's)
     * @param beamShare 1: the beam may take the whole time limit; n: a time limit's n-th part (for boards where
     *     the heuristic is the greedy player alone and a beam would take minutes)
     */
    public FixedAnytimeSolver(int beamWidth, int beamShare) {
        if (beamWidth < 1 || beamShare < 1) {
            throw new IllegalArgumentException("beam width and share must be at least 1, got " + beamWidth + ", "
                    + beamShare);
        }
        this.beamWidth = beamWidth;
        this.beamShare = beamShare;
    }

    public FixedSolution solve(ColouredGraph board, int pivotVertex, Limits limits, BoundsListener listener) {
        long begun = System.nanoTime();
        Limits run = limits.startingNow(); // greedy, beam and exact search keep one deadline
        FixedSolution greedy;
        try {
            greedy = new FixedGreedySolver().solve(board, pivotVertex, run);
        } catch (MemoryBudgetException e) {
            return new FixedSolution(List.of(), false, 0, 0, System.nanoTime() - begun, StopReason.MEMORY_LIMIT);
        }
        if (!greedy.found() || greedy.optimal()) {
            return greedy; // stopped before any answer, or already as short as the bound
        }
        List<Integer> best = greedy.colours();
        listener.bounds(greedy.lowerBound(), best.size(), greedy.expanded());
        Limits beamLimits = beamShare == 1 || run.timeLeft() == null ? run
                : run.withTimeLimit(run.timeLeft().dividedBy(beamShare).plus(Duration.ofMillis(1)));
        FixedSolution beam = beam(board, pivotVertex, beamLimits);
        if (beam.found() && beam.length() < best.size()) {
            best = beam.colours();
            listener.bounds(Math.max(greedy.lowerBound(), beam.lowerBound()), best.size(),
                    greedy.expanded() + beam.expanded());
        }
        long before = greedy.expanded() + beam.expanded(); // the states counted go on from the seeds'
        StopReason spent = spent(run);
        if (spent != null) { // the limit came during the beam: its answer (or the greedy's) is the one so far
            return new FixedSolution(best, false, greedy.lowerBound(), before, System.nanoTime() - begun, spent);
        }
        FixedSolution exact = new FixedExactSolver().solve(board, pivotVertex,
                run, best,
                (bound, length, nodes) -> listener.bounds(bound, length, before + nodes));
        // the exact search answers its incumbent when it stops, and a shorter sequence only when it found one
        List<Integer> answer = exact.colours().isEmpty() && !exact.optimal() ? best : exact.colours();
        return new FixedSolution(answer, exact.optimal(), Math.max(exact.lowerBound(), greedy.lowerBound()),
                before + exact.expanded(), System.nanoTime() - begun, exact.stopped(), exact.memoryBytes());
    }

    private FixedSolution beam(ColouredGraph board, int pivotVertex, Limits limits) {
        try {
            return new FixedBeamSolver(beamWidth).solve(board, pivotVertex, limits);
        } catch (MemoryBudgetException e) { // its tables refused: the exact search may still fit beside the greedy's
            return new FixedSolution(List.of(), false, 0, 0, 0, StopReason.MEMORY_LIMIT);
        }
    }

    /** Why the run can do no more (a time limit passed, a cancel), or null; a node limit is each phase's own. */
    private static StopReason spent(Limits run) {
        if (run.cancelled().getAsBoolean()) {
            return StopReason.CANCELLED;
        }
        Duration left = run.timeLeft();
        return left != null && left.isZero() ? StopReason.TIME_LIMIT : null;
    }
}
