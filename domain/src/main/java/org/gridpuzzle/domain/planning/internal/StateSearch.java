package org.gridpuzzle.domain.planning.internal;

import java.util.function.Function;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.SearchOptions;

/**
 * A game's own heuristic search over object moves, beside planning as SAT: {@link PlanSearch}'s search and hybrid
 * strategies call it, and its fess strategy the game's feature-space search where it has one ({@link #fess}).
 */
public interface StateSearch {

    /**
     * Searches for a plan of fewer than {@code below} object moves ({@link Integer#MAX_VALUE}: any).
     *
     * @param optimal the fewest object moves (and a proved bound when stopped), else any plan fast
     * @param knownLowerBound object moves every plan is already known to need
     */
    StateSearchResult search(boolean optimal, int below, int knownLowerBound, Limits limits);

    /**
     * The fast search with all of {@code limits} until its first plan, then 1/{@code parts} of the time left for
     * shorter ones (a strategy that goes on to optimal search keeps the rest for it). A search that does not improve on
     * its first plan answers as {@link #search} does.
     */
    default StateSearchResult searchFast(int below, int knownLowerBound, Limits limits, int parts) {
        return search(false, below, knownLowerBound, limits);
    }

    /**
     * The game's feature-space search (FESS) alone, until its first plan or a limit, or null for a game that has none
     * (the fess strategy is then refused before it starts). Its node count is the one the FESS papers give per level.
     */
    default StateSearchResult fess(Limits limits) {
        return null;
    }

    /** One run of a game's best-first search (A* or weighted, below a bound: {@link SearchOptions}). */
    interface Run {
        StateSearchResult run(SearchOptions options, Limits limits);
    }

    /**
     * A game's state search from its best-first run: A* when asked for the optimum, else weighted best-first under the
     * falling weights given, each run below the best plan so far ({@link ImprovingSearch}).
     */
    static StateSearch of(int[] fastWeights, Run run) {
        return new StateSearch() {
            @Override
            public StateSearchResult search(boolean optimal, int below, int knownLowerBound, Limits limits) {
                return optimal ? run.run(SearchOptions.optimal().below(below).knowing(knownLowerBound), limits)
                        : ImprovingSearch.run(fastWeights, below, knownLowerBound, limits, 1, run);
            }

            @Override
            public StateSearchResult searchFast(int below, int knownLowerBound, Limits limits, int parts) {
                return ImprovingSearch.run(fastWeights, below, knownLowerBound, limits, parts, run);
            }
        };
    }

    /** {@link #of(int[], Run)} with the game's feature-space search ({@link #fess}). */
    static StateSearch of(int[] fastWeights, Run run, Function<Limits, StateSearchResult> fess) {
        StateSearch search = of(fastWeights, run);
        return new StateSearch() {
            @Override
            public StateSearchResult search(boolean optimal, int below, int knownLowerBound, Limits limits) {
                return search.search(optimal, below, knownLowerBound, limits);
            }

            @Override
            public StateSearchResult searchFast(int below, int knownLowerBound, Limits limits, int parts) {
                return search.searchFast(below, knownLowerBound, limits, parts);
            }

            @Override
            public StateSearchResult fess(Limits limits) {
                return fess.apply(limits);
            }
        };
    }
}
