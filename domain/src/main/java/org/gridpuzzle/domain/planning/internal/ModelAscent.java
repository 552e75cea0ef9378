package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.PlanStop;
import org.gridpuzzle.domain.planning.PlanAction;
import org.gridpuzzle.domain.planning.PlanOutcome;
import java.util.List;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * Plans a level with an external model, beside {@link PlanSearch} (our SAT planner): asks for a plan of K = lower
 * bound, lower bound + 1, … steps until one exists (every smaller K refuted, so the plan has the fewest steps of the
 * model), or decides one given K. The plan is rendered with walks and replayed before it is returned: a planner's plan
 * is never trusted.
 */
public final class ModelAscent {

    /** Asks the external planner whether a plan of {@code steps} steps exists. */
    @FunctionalInterface
    public interface Decider {
        ModelDecision decide(int steps, Limits limits);
    }

    /** Hears each decision and how long it took (progress lines). */
    @FunctionalInterface
    public interface Listener {
        void decided(int steps, ModelDecision decision, long nanos);
    }

    private ModelAscent() {
    }

    /**
     * @param game renders and replays the plans
     * @param lower steps every plan needs
     * @param fixedSteps decide this bound only, or 0 to ascend
     * @param maxSteps give up once every plan of at most this many steps is refuted
     * @param stepsCount the model's steps are the count to minimise (object moves, or every move for an agent-move
     *     model); when false (straight pushes of a competition model) the first plan found is not proved optimal
     * @param solver the planner's name until one answers
     */
    public static ModelAscentResult run(GameEncoding game, Decider decider, int lower, int fixedSteps, int maxSteps,
            boolean stepsCount, String title, String solver, Listener listener, Limits limits) {
        if (game.movesLowerBound() >= GameEncoding.UNSOLVABLE) {
            return new ModelAscentResult(PlanOutcome.none("no plan exists (" + game.whyUnsolvable() + ")", 0, 0, 0), solver);
        }
        Budget budget = limits.start();
        int first = fixedSteps > 0 ? fixedSteps : lower;
        int last = fixedSteps > 0 ? fixedSteps : maxSteps;
        int calls = 0;
        long solverNanos = 0;
        int proved = lower;
        String answered = solver;
        for (int k = first; k <= last; k++) {
            if (!budget.check()) {
                return stopped(proved, Stops.of(budget.stopReason()), budget.stopReason().description() + " at " + k
                        + " steps", calls, solverNanos, answered);
            }
            long begun = System.nanoTime();
            ModelDecision answer = decider.decide(k, budget.limits());
            long nanos = System.nanoTime() - begun;
            calls++;
            solverNanos += nanos;
            answered = answer.solver();
            listener.decided(k, answer, nanos);
            if (answer.status() == SatStatus.UNKNOWN) {
                boolean cancelled = limits.cancelled().getAsBoolean();
                return stopped(proved, cancelled ? PlanStop.CANCELLED : PlanStop.TIME_LIMIT,
                        (cancelled ? "cancelled" : "time limit reached")
                        + " at " + k + " steps", calls, solverNanos, answered);
            }
            if (answer.status() == SatStatus.UNSAT) {
                proved = k + 1;
                continue;
            }
            String moves;
            try {
                moves = PlanRendering.render(answer.actions(), game.floor(), game.rules());
            } catch (IllegalStateException e) {
                throw new RejectedPlanException(answer.solver(), "returned a plan that does not play: " + e.getMessage());
            }
            if (!game.solves(moves)) {
                throw new RejectedPlanException(answer.solver(), "returned a plan that does not solve " + title);
            }
            int objectMoves = (int) answer.actions().stream().filter(PlanAction::movesObject).count();
            boolean optimal = fixedSteps == 0 && stepsCount;
            int bound = optimal ? answer.steps() : proved;
            return new ModelAscentResult(new PlanOutcome(moves, objectMoves, optimal, bound, null, null, calls, solverNanos, 0,
                    0),
                    answered);
        }
        return stopped(proved, PlanStop.REFUTED, "no plan of at most " + last + " steps", calls, solverNanos, answered);
    }

    private static ModelAscentResult stopped(int proved, PlanStop stop, String why, int calls, long solverNanos,
            String solver) {
        return new ModelAscentResult(new PlanOutcome(null, -1, false, proved, stop, why, calls, solverNanos, 0, 0), solver);
    }
}
