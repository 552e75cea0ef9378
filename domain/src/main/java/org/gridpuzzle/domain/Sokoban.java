package org.gridpuzzle.domain;

import org.gridpuzzle.domain.planning.PlanOutcome;
import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import java.util.Optional;
import org.gridpuzzle.domain.planning.PlanSearch;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.sokoban.SokobanBreadthFirst;
import org.gridpuzzle.domain.sokoban.SokobanEncoding;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.SokobanReplay;
import org.gridpuzzle.domain.sokoban.SokobanReplayResult;

/** Sokoban for callers who want answers: replay a LURD plan, push-optimal plans by search or by SAT. */
public final class Sokoban {

    private Sokoban() {
    }

    /** Whether a LURD plan (upper case pushes) solves the level. */
    public static boolean solves(SokobanLevel level, String moves) {
        SokobanReplayResult r = SokobanReplay.play(level, moves);
        return r.ok() && level.solved(r.state());
    }

    /** A push-optimal plan by breadth-first search over push states: small levels only. */
    public static Optional<SokobanBreadthFirst.Plan> optimalByBreadthFirst(SokobanLevel level, Limits limits) {
        return new SokobanBreadthFirst(true).solve(level, limits);
    }

    /**
     * A plan by SAT with the recipe (parallel ascent, sequential descent): push-optimal when the outcome says so.
     *
     * @param solvers the SAT back-end, for instance Sat4j ({@code org.gridpuzzle.sat4j.Sat4jSolver::new}, the
     *     gridpuzzle-sat4j jar)
     */
    public static PlanOutcome plan(SokobanLevel level, SatSolverFactory solvers, Limits limits) {
        PlanOptions options = new PlanOptions(PlanStrategy.RECIPE, EncodingKind.TREE, 300, true);
        return PlanSearch.run(new SokobanEncoding(level), options, solvers, limits,
                (phase, bound, status, nanos, variables, clauses) -> { });
    }
}

