package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.FloorMap;
import org.gridpuzzle.domain.planning.PlanAction;
import java.util.List;
import org.gridpuzzle.domain.sat.ClauseSink;
import org.gridpuzzle.domain.search.Limits;

/**
 * What a game contributes to f(T): its state variables per time, the preconditions and effects of its
 * object moves, frame axioms, the goal and implied constraints. {@link PlanFormula} owns the agent, the
 * action variables, the step semantics and the walking constraints.
 */
public interface GameEncoding {

    /**
     * What {@link #movesLowerBound} and {@link #stepsLowerBound} answer for a level no plan solves (an object that can
     * reach no goal): more than any plan. {@link PlanSearch} turns it into an answer that no plan exists, never a number.
     */
    int UNSOLVABLE = Integer.MAX_VALUE / 2;

    FloorMap floor();

    /** The agent's floor index at the start. */
    int startAgent();

    /** Every candidate object move (static: whether it applies depends on the state). */
    List<PlanAction> moves();

    /**
     * A number of object moves every plan needs (0 when nothing better is known); {@link #UNSOLVABLE} when no plan
     * exists.
     */
    default int movesLowerBound() {
        return 0;
    }

    /** Why no plan exists when the bounds are {@link #UNSOLVABLE}, in a few words for the answer. */
    default String whyUnsolvable() {
        return "the objects cannot all reach goals";
    }

    /**
     * A number of parallel steps every plan needs (0 when nothing better is known), where a step moves
     * each object at most once; {@link #UNSOLVABLE} when the level cannot be solved.
     */
    default int stepsLowerBound() {
        return 0;
    }

    /**
     * At least what one sequential step of this game's formula holds in an embedded solver's heap (its variables and
     * clauses, with the cheapest encoding and options), or 0 when unknown: the default strategy gives no time to a SAT
     * phase whose first formula could not fit the memory budget (a 400 × 400 Snowman field: gigabytes a step).
     */
    default long formulaBytesPerStep() {
        return 0;
    }

    /** Declares the state variables of time t (t = 0: fixed to the start, and a new formula begins). */
    void declare(int t, ClauseSink sink);

    /** A literal: floor cell i holds an object at time t. */
    int occupied(int t, int i);

    /** {@code act} (move m at step t, from time t−1 to t) implies m's preconditions at t−1 and effects at t. */
    void effects(int t, int act, PlanAction m, ClauseSink sink);

    /** Cell i keeps its state from t−1 to t unless one of {@code touching} holds. */
    void frame(int t, int i, int[] touching, ClauseSink sink);

    /** {@code guard} implies the goal at time t. */
    void goal(int t, int guard, ClauseSink sink);

    /**
     * Constraints that hold on every way to the goal at time t, given as {@code guard} (the goal literal):
     * for instance that nothing is further from its goal than the steps left. {@code oneMovePerStep} says
     * whether a step moves at most one object. None by default.
     */
    default void impliedByGoal(int t, int guard, boolean oneMovePerStep, ClauseSink sink) {
        // no such constraints
    }

    /** Constraints every reachable state satisfies (invariants, dead squares), at time t. */
    void implied(int t, ClauseSink sink);

    /** The game's own state search, or null when it has none (then only the SAT strategies apply). */
    default StateSearch stateSearch() {
        return null;
    }

    /**
     * The game's own state search from the position after these object moves (legal from the start: a cube's start,
     * {@link CubeSearch}), or null when the game has none.
     */
    default StateSearch stateSearchAfter(List<PlanAction> start) {
        return null;
    }

    /**
     * The plan (LURD, replayed) with less walking where the game knows how, within the limits: never more object
     * moves, and as many only with fewer moves in all; a plan that walks as little as the game can tell is returned as
     * it is (the default).
     */
    default String fewerMoves(String moves, Limits limits) {
        return moves;
    }

    /** What rendering a plan as LURD needs from the game (see {@link PlanRendering}). */
    PlanRendering.Rules<?> rules();

    /** Whether a LURD string plays legally to a solved position. */
    boolean solves(String moves);
}
