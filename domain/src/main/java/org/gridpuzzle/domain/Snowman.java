package org.gridpuzzle.domain;

import org.gridpuzzle.domain.planning.internal.PlanListener;
import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanOutcome;
import org.gridpuzzle.domain.planning.internal.PlanSearch;
import org.gridpuzzle.domain.planning.PlanStrategy;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.snowman.internal.SnowmanEncoding;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.internal.SnowmanReplay;
import org.gridpuzzle.domain.snowman.SnowmanReplayResult;

/**
 * A Good Snowman Is Hard To Build for callers who want answers: replay a LURD plan; plans by search (no SAT needed)
 * or by any {@link PlanStrategy} with a SAT back-end. Every plan answered has been replayed on the level.
 */
public final class Snowman {

    private Snowman() {
    }

    /**
     * Whether a LURD plan builds every snowman of the level.
     *
     * @param level the level
     * @param moves the plan, one LURD letter a move
     * @return true when every move is legal and the level is solved at the end
     */
    public static boolean solves(SnowmanLevel level, String moves) {
        SnowmanReplayResult r = SnowmanReplay.play(level, moves);
        return r.ok() && SnowmanReplay.solved(level, r.state());
    }

    /**
     * A LURD plan played on the level move by move: the state reached, the ball moves, the first illegal move.
     *
     * @param level the level
     * @param moves the plan, one LURD letter a move
     * @return the replay's result
     */
    public static SnowmanReplayResult replay(SnowmanLevel level, String moves) {
        return SnowmanReplay.play(level, moves);
    }

    /**
     * A plan by the game's search ({@link PlanStrategy#SEARCH}: weighted, improving its plan while time is left),
     * within the limits; no SAT solver is needed.
     *
     * @param level the level
     * @param limits how much work the search may do
     * @return the plan, or why there is none
     */
    public static PlanOutcome search(SnowmanLevel level, Limits limits) {
        return PlanSearch.run(new SnowmanEncoding(level), PlanOptions.defaults().withStrategy(PlanStrategy.SEARCH),
                Facades.NO_SAT, limits, PlanListener.NONE);
    }

    /**
     * A plan by the options' strategy: {@link PlanOptions#defaults()} gives a plan by search at once, then proves it
     * ball-move-optimal by A* and SAT as time allows ({@link PlanStrategy#AUTO}).
     *
     * @param level the level
     * @param options the strategy and its settings
     * @param solvers the SAT back-end, for instance Sat4j ({@code org.gridpuzzle.sat4j.Sat4jSolver::new}, the
     *     gridpuzzle-sat4j jar)
     * @param limits how much work the planner may do
     * @return the plan, or why there is none
     */
    public static PlanOutcome plan(SnowmanLevel level, PlanOptions options, SatSolverFactory solvers, Limits limits) {
        return PlanSearch.run(new SnowmanEncoding(level), options, solvers, limits, PlanListener.NONE);
    }
}
