package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.domain.planning.PlanSearch;
import org.gridpuzzle.domain.reachability.EncodingKind;

/** Planning options from the command line: the encoding defaults to path for sequential ascents, tree for parallel. */
public final class PlanningChoices {

    private PlanningChoices() {
    }

    /** @param encoding null for the strategy's default */
    public static PlanSearch.Options options(PlanSearch.Strategy strategy, EncodingKind encoding, int maxSteps,
            boolean implied) {
        EncodingKind e = encoding != null ? encoding
                : strategy == PlanSearch.Strategy.PARALLEL || strategy == PlanSearch.Strategy.RECIPE ? EncodingKind.TREE
                : EncodingKind.PATH;
        return new PlanSearch.Options(strategy, e, maxSteps, implied);
    }
}

