package org.gridpuzzle.domain.floodit;

import java.time.Duration;
import java.util.List;
import org.gridpuzzle.domain.search.BoundsListener;
import org.gridpuzzle.domain.search.Limits;

/**
 * Exact Fixed Flood-It that always has an answer: the greedy player first (milliseconds even on large boards), then
 * a beam that may shorten it, then {@link FixedExactSolver} searching only for shorter sequences. A limit or Ctrl-C
 * leaves the best sequence so far with the bound the search had proved; finishing proves the best one optimal.
 */
public final class FixedAnytimeSolver {

    /**
     * The beam's width, narrower than {@code --heuristic}'s 200: on 26×26 six-colour boards width 20 came within one to
     * three moves of 200 in 40 % of its time; 50 sits between the two.
     */
    private static final int BEAM_WIDTH = 50;

    /** The beam's share of a time limit, so the proof keeps most of it. */
    private static final int BEAM_SHARE = 10;

    public FixedSolution solve(ColouredGraph board, int pivotVertex, Limits limits, BoundsListener listener) {
        long begun = System.nanoTime();
        Limits run = limits.startingNow(); // greedy, beam and exact search keep one deadline
        FixedSolution greedy = new FixedGreedySolver().solve(board, pivotVertex, run);
        if (!greedy.found() || greedy.optimal()) {
            return greedy; // stopped before any answer, or already as short as the bound
        }
        List<Integer> best = greedy.colours();
        listener.bounds(greedy.lowerBound(), best.size(), greedy.expanded());
        // the beam gets a share of the time left, counted from its own start
        Limits beamLimits = run.timeLimit() == null ? run
                : run.withTimeLimit(run.timeLimit().dividedBy(BEAM_SHARE).plus(Duration.ofMillis(1)));
        FixedSolution beam = new FixedBeamSolver(BEAM_WIDTH).solve(board, pivotVertex, beamLimits);
        if (beam.found() && beam.length() < best.size()) {
            best = beam.colours();
            listener.bounds(greedy.lowerBound(), best.size(), greedy.expanded() + beam.expanded());
        }
        long before = greedy.expanded() + beam.expanded(); // the states counted go on from the seeds'
        FixedSolution exact = new FixedExactSolver().solve(board, pivotVertex,
                run, best,
                (bound, length, nodes) -> listener.bounds(bound, length, before + nodes));
        return new FixedSolution(exact.colours(), exact.optimal(), Math.max(exact.lowerBound(), greedy.lowerBound()),
                before + exact.expanded(), System.nanoTime() - begun, exact.stopped(), exact.memoryBytes());
    }
}
