package org.gridpuzzle.domain.planning.internal;

import java.time.Duration;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.SearchOptions;

/**
 * A fast state search that keeps improving its plan: weighted best-first under a falling schedule of weights, each
 * run asked only for plans shorter than the best so far, until the schedule or the limits end. A heavy weight finds a
 * first plan quickly where a light one would wander (Snowman's three-snowman level: weight 5 in about a second, 43
 * ball moves; weight 2 then 30).
 */
final class ImprovingSearch {

    private ImprovingSearch() {
    }

    /**
     * @param parts the runs after the first plan share 1/parts of the time then left (1: all of it); the first run has
     *     all of {@code limits}
     */
    static StateSearchResult run(int[] weights, int below, int known, Limits limits, int parts, StateSearch.Run run) {
        Budget budget = limits.start();
        Limits improving = null;
        StateSearchResult best = null;
        int bound = below;
        int lower = known;
        long states = 0;
        long cut = 0;
        int patterns = 0;
        long nodes = 0;
        String stopped = null;
        for (int weight : weights) {
            StateSearchResult f = run.run(new SearchOptions(SearchOptions.Mode.FAST, weight, bound, known),
                    improving != null ? improving : budget.limits());
            states += f.states();
            cut += f.cut();
            patterns += f.patterns();
            nodes += f.nodes();
            lower = Math.max(lower, f.lowerBound());
            if (f.moves() != null) {
                if (best == null) {
                    improving = share(budget.limits(), parts);
                }
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
            return new StateSearchResult(null, -1, false, lower, false, stopped, states, cut, patterns, nodes);
        }
        boolean optimal = best.optimal() || best.objectMoves() <= lower;
        return new StateSearchResult(best.moves(), best.objectMoves(), optimal, optimal ? best.objectMoves() : lower,
                false, null, states, cut, patterns, nodes);
    }

    /** 1/parts of the time the limits have left, as one deadline from now for every run after (all of it for 1). */
    private static Limits share(Limits left, int parts) {
        Duration time = left.timeLeft();
        return parts <= 1 || time == null ? left : left.withTimeLimit(time.dividedBy(parts)).startingNow();
    }
}
