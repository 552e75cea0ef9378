package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.PlanStop;
import org.gridpuzzle.domain.planning.PlanOutcome;
import java.util.Locale;

/**
 * The HYBRID strategy (and AUTO's, where the game has a state search) of one {@link PlanSearch} run: the fast search
 * with all the limits until its first plan (so the default has a plan whenever search alone at the same limits finds
 * its first one, of no more object moves), then A* below that plan and the SAT descent from it; a phase that cannot
 * start leaves its time to the one before it.
 */
final class HybridPlanning {

    private final PlanSearch run;

    HybridPlanning(PlanSearch run) {
        this.run = run;
    }

    PlanOutcome plan() {
        StateSearch search = run.stateSearch();
        int lower = run.game.movesLowerBound();
        run.enter("search");
        // shorter plans by the fast search's later weights (Snowman's) take a quarter of what the first leaves
        StateSearchResult fast = run.search(search, false, Integer.MAX_VALUE, lower, run.budget.limits(), 4);
        if (fast.moves() == null && fast.exhausted()) {
            return run.none("no plan exists (every state searched)");
        }
        PlanSearch.Plan best = fast.moves() == null ? null : run.fewerMoves(fast.moves(), fast.objectMoves());
        int k = best == null ? -1 : best.objectMoves();
        lower = Math.max(lower, fast.lowerBound());
        run.listener.soFar(best == null ? null : best.moves(), k, lower);
        if (best != null && (fast.optimal() || k <= lower)) {
            return run.outcome(best.moves(), k, true, k);
        }
        if (!run.budget.check()) {
            return run.satStopped(best == null ? null : best.moves(), k, lower, " after the fast search");
        }
        // SAT asks for plans of at most --max-steps object moves (below the plan in hand, or from the bound up), in a
        // formula that must fit the memory budget
        String noSat = satRefusal(best == null ? lower : k - 1);
        boolean satStarts = noSat == null;
        if (best == null && fast.states() == 0 && fast.stopped() != null) {
            // the search's set-up alone (its tables, on a huge room) stopped it: A* would build the same tables, so
            // SAT, which needs none of them, gets the time if it can start
            return satStarts ? run.ascend(PlanMode.SEQUENTIAL, "ascend", lower)
                    : run.outcome(null, -1, false, lower, Stops.ofSearch(fast.stopped()),
                            run.stop(fast.stopped()) + "; no SAT ascent: " + noSat);
        }
        run.enter("search-optimal");
        StateSearchResult optimal = run.search(search, true, best == null ? Integer.MAX_VALUE : k, lower,
                satStarts ? run.share(2) : run.budget.limits());
        if (optimal.moves() != null) {
            PlanSearch.Plan plan = run.fewerMoves(optimal.moves(), optimal.objectMoves());
            return run.outcome(plan.moves(), plan.objectMoves(), true, plan.objectMoves());
        }
        if (optimal.exhausted()) {
            return best != null ? run.outcome(best.moves(), k, true, k)
                    : run.none("no plan exists (every state searched)");
        }
        lower = Math.max(lower, optimal.lowerBound());
        run.listener.soFar(best == null ? null : best.moves(), k, lower);
        if (!satStarts) {
            PlanStop stop = optimal.stopped() != null ? Stops.ofSearch(optimal.stopped()) : run.sat.stop();
            String why = optimal.stopped() != null ? run.stop(optimal.stopped()) : SatCalls.words(stop);
            return run.outcome(best == null ? null : best.moves(), k, false, lower, stop, why + " after "
                    + (fast.states() + optimal.states()) + " states");
        }
        if (best == null) {
            return run.ascend(PlanMode.SEQUENTIAL, "ascend", lower);
        }
        return run.descend(best.moves(), k, lower);
    }

    /**
     * Why SAT cannot start on a formula of {@code steps} steps, or null when it can: every plan needs more than
     * --max-steps, or the formula would not fit the memory budget by the game's own lower estimate of a step (a SAT
     * phase that could only build part of its formula took the time optimal search needed: a 400 × 400 Snowman field
     * answered 9 ball moves at 10 s where A* alone proves 7 in 4.4 s).
     */
    private String satRefusal(int steps) {
        int maxSteps = run.options.maxSteps();
        if (steps > maxSteps) {
            return "every plan needs more than --max-steps (" + maxSteps + ")";
        }
        long perStep = run.game.formulaBytesPerStep();
        long budget = run.limits.memory();
        if (perStep > 0 && steps > 0 && perStep > budget / steps) {
            return String.format(Locale.ROOT, "a formula of %d steps would take more than %d MiB, the memory budget "
                    + "(about %d MiB a step)", steps, Math.max(1, budget >> 20), Math.max(1, perStep >> 20));
        }
        return null;
    }
}
