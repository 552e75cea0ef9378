package org.gridpuzzle.domain.planning;

import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.SearchOptions;

/**
 * A fast state search that keeps improving its plan: weighted best-first under a falling schedule of weights, each
 * run asked only for plans shorter than the best so far, until the schedule or the limits end. A heavy weight finds a
 * first plan quickly where a light one would wander (Snowman's three-snowman level: weight 5 in about a second, 43
 * ball moves; weight 2 then 30).
 */
final class ImprovingSearch {

    private ImprovingSearch() {
    }

    static StateSearch.Found run(int[] weights, int below, int known, Limits limits, StateSearch.Run run) {
        Budget budget = limits.start();
        StateSearch.Found best = null;
        int bound = below;
        int lower = known;
        long states = 0;
        long cut = 0;
        int patterns = 0;
        String stopped = null;
        for (int weight : weights) {
            StateSearch.Found f = run.run(new SearchOptions(SearchOptions.Mode.FAST, weight, bound, known),
                    budget.limits());
            states += f.states();
            cut += f.cut();
            patterns += f.patterns();
            lower = Math.max(lower, f.lowerBound());
            if (f.moves() != null) {
                best = f;
                bound = f.objectMoves();
                if (f.optimal() || f.objectMoves() <= lower) {
                    break;
                }
            } else if (f.exhausted() && best == null) {
                return f; // no plan exists at all
            } else if (f.stopped() != null) {
                stopped = f.stopped();
                break;
            }
        }
        if (best == null) {
            return new StateSearch.Found(null, -1, false, lower, false, stopped, states, cut, patterns);
        }
        boolean optimal = best.optimal() || best.objectMoves() <= lower;
        return new StateSearch.Found(best.moves(), best.objectMoves(), optimal, optimal ? best.objectMoves() : lower,
                false, null, states, cut, patterns);
    }
}
