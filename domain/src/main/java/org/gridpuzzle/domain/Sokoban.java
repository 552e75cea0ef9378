package org.gridpuzzle.domain;

import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.planning.internal.PlanListener;
import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanOutcome;
import org.gridpuzzle.domain.planning.internal.PlanSearch;
import org.gridpuzzle.domain.planning.PlanStrategy;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.sokoban.internal.SokobanEncoding;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.sokoban.internal.SokobanReplay;
import org.gridpuzzle.domain.sokoban.SokobanReplayResult;
import org.gridpuzzle.domain.sokoban.SokobanState;
import org.gridpuzzle.domain.sokoban.SokobanStep;

/**
 * Sokoban for callers who want answers: replay a LURD plan (walks lower case, pushes upper case); plans by the
 * project's search (no SAT needed) or by any {@link PlanStrategy} with a SAT back-end. Every plan answered has been
 * replayed on the level.
 */
public final class Sokoban {

    private Sokoban() {
    }

    /**
     * Whether a LURD plan (upper case pushes) solves the level.
     *
     * @param level the level
     * @param moves the plan, one LURD letter a move
     * @return true when every move is legal and the level is solved at the end
     */
    public static boolean solves(SokobanLevel level, String moves) {
        SokobanReplayResult r = SokobanReplay.play(level, moves);
        return r.ok() && level.solved(r.state());
    }

    /**
     * A LURD plan played on the level move by move: the state reached, the pushes, the first illegal move.
     *
     * @param level the level
     * @param moves the plan, one LURD letter a move
     * @return the replay's result
     */
    public static SokobanReplayResult replay(SokobanLevel level, String moves) {
        return SokobanReplay.play(level, moves);
    }

    /**
     * One move from a state: a walk, a push, or blocked (the state unchanged), with the state after it.
     *
     * @param level the level
     * @param state the state to move from
     * @param direction the move
     * @return what the move did, and the state after it
     */
    public static SokobanStep step(SokobanLevel level, SokobanState state, Direction direction) {
        return SokobanReplay.step(level, state, direction);
    }

    /**
     * A plan by the project's strongest search ({@link PlanStrategy#SEARCH}: the feature-space search, then other
     * spaces in turns), within the limits; no SAT solver is needed. The plan is not necessarily proved optimal: the outcome says
     * why the search stopped when it has none.
     *
     * @param level the level
     * @param limits how much work the search may do
     * @return the plan, or why there is none
     */
    public static PlanOutcome search(SokobanLevel level, Limits limits) {
        return PlanSearch.run(new SokobanEncoding(level), PlanOptions.defaults().withStrategy(PlanStrategy.SEARCH),
                Facades.NO_SAT, limits, PlanListener.NONE);
    }

    /**
     * A plan by the options' strategy: {@link PlanOptions#defaults()} gives a plan by search at once, then proves it
     * push-optimal by A* and SAT as time allows ({@link PlanStrategy#AUTO}).
     *
     * @param level the level
     * @param options the strategy and its settings
     * @param solvers the SAT back-end, for instance Sat4j ({@code org.gridpuzzle.sat4j.Sat4jSolver::new}, the
     *     gridpuzzle-sat4j jar)
     * @param limits how much work the planner may do
     * @return the plan, or why there is none
     */
    public static PlanOutcome plan(SokobanLevel level, PlanOptions options, SatSolverFactory solvers, Limits limits) {
        return PlanSearch.run(new SokobanEncoding(level), options, solvers, limits, PlanListener.NONE);
    }
}
