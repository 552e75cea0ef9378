package org.gridpuzzle.domain;

import org.gridpuzzle.domain.planning.PlanOutcome;
import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import java.util.Optional;
import org.gridpuzzle.domain.planning.PlanSearch;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.snowman.SnowmanBreadthFirst;
import org.gridpuzzle.domain.snowman.SnowmanEncoding;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.SnowmanReplay;
import org.gridpuzzle.domain.snowman.SnowmanReplayResult;

/** A Good Snowman Is Hard To Build for callers who want answers: replay a plan, ball-move-optimal plans. */
public final class Snowman {

    private Snowman() {
    }

    /** Whether a LURD plan builds every snowman of the level. */
    public static boolean solves(SnowmanLevel level, String moves) {
        SnowmanReplayResult r = SnowmanReplay.play(level, moves);
        return r.ok() && SnowmanReplay.solved(level, r.state());
    }

    /** A ball-move-optimal plan by breadth-first search: small levels only. */
    public static Optional<SnowmanBreadthFirst.Plan> optimalByBreadthFirst(SnowmanLevel level, Limits limits) {
        return new SnowmanBreadthFirst().solve(level, limits);
    }

    /**
     * A plan with the fewest ball moves by a sequential SAT ascent (optimal when the outcome says so).
     *
     * @param solvers the SAT back-end, for instance Sat4j ({@code org.gridpuzzle.sat4j.Sat4jSolver::new}, the
     *     gridpuzzle-sat4j jar)
     */
    public static PlanOutcome plan(SnowmanLevel level, SatSolverFactory solvers, Limits limits) {
        PlanOptions options =
                new PlanOptions(PlanStrategy.SEQUENTIAL, EncodingKind.PATH, 300, true);
        return PlanSearch.run(new SnowmanEncoding(level), options, solvers, limits,
                (phase, bound, status, nanos, variables, clauses) -> { });
    }
}

