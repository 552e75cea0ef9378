package org.gridpuzzle.application.service.planning;

import java.util.Locale;
import java.util.function.IntFunction;
import org.gridpuzzle.application.error.PlannerFailedException;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.planning.ModelAnswer;
import org.gridpuzzle.application.port.out.planning.ModelQuery;
import org.gridpuzzle.application.port.out.planning.PlanningModel;
import org.gridpuzzle.application.port.out.planning.SolvePlanningModelPort;
import org.gridpuzzle.domain.planning.GameEncoding;
import org.gridpuzzle.domain.planning.PlanAction;
import org.gridpuzzle.domain.planning.PlanRendering;
import org.gridpuzzle.domain.planning.PlanSearch;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * Plans a level with an external model: asks for a plan of K = lower bound, lower bound + 1, … steps until one exists
 * (every smaller K refuted, so the plan has the fewest steps of the model), or decides one given K. The plan is
 * rendered with walks and replayed before it is returned: a planner's plan is never trusted.
 */
final class ModelPlanAscent {

    private final SolvePlanningModelPort planner;
    private final ProgressPort progress;
    private String solver;

    ModelPlanAscent(SolvePlanningModelPort planner, ProgressPort progress, String solver) {
        this.planner = planner;
        this.progress = progress;
        this.solver = solver;
    }

    /**
     * @param game renders and replays the plans
     * @param query the question for K steps
     * @param lower steps every plan needs (and so object moves: a step moves one object at most)
     * @param fixedSteps decide this bound only, or 0 to ascend
     * @param maxSteps give up once every plan of at most this many steps is refuted
     */
    PlanSearch.Outcome plan(GameEncoding game, IntFunction<ModelQuery> query, int lower, String stage, String title,
            PlanningModel model, int fixedSteps, int maxSteps, Limits limits) {
        Budget budget = limits.start();
        int first = fixedSteps > 0 ? fixedSteps : lower;
        int last = fixedSteps > 0 ? fixedSteps : maxSteps;
        int calls = 0;
        long solverNanos = 0;
        int proved = lower;
        for (int k = first; k <= last; k++) {
            if (!budget.check()) {
                return stopped(proved, budget.stopReason().description() + " at " + k + " steps", calls, solverNanos);
            }
            long begun = System.nanoTime();
            ModelAnswer answer = planner.decide(query.apply(k), limits.remaining(budget.elapsedNanos()));
            long nanos = System.nanoTime() - begun;
            calls++;
            solverNanos += nanos;
            solver = answer.solver();
            progress.report(stage, String.format(Locale.ROOT, "%s: %s %d: %s in %.1f s", title, model.name()
                    .toLowerCase(Locale.ROOT).replace('_', '-'), k, answer.status().name(), nanos / 1e9));
            if (answer.status() == SatStatus.UNKNOWN) {
                return stopped(proved, (limits.cancelled().getAsBoolean() ? "cancelled" : "time limit reached")
                        + " at " + k + " steps", calls, solverNanos);
            }
            if (answer.status() == SatStatus.UNSAT) {
                proved = k + 1;
                continue;
            }
            String moves;
            try {
                moves = PlanRendering.render(answer.pushes(), game.floor(), game.rules());
            } catch (IllegalStateException e) {
                throw new PlannerFailedException(answer.solver(), "returned a plan that does not play: " + e.getMessage());
            }
            if (!game.solves(moves)) {
                throw new PlannerFailedException(answer.solver(), "returned a plan that does not solve " + title);
            }
            int objectMoves = (int) answer.pushes().stream().filter(PlanAction::movesObject).count();
            // the fewest steps of the model: object moves, or for the agent-move model every move (as our SAT
            // planner's agent-moves strategy counts); the competition's straight pushes are neither
            boolean optimal = fixedSteps == 0 && model != PlanningModel.ASP_COMPETITION;
            int bound = optimal ? answer.steps() : proved;
            return new PlanSearch.Outcome(moves, objectMoves, optimal, bound, null, calls, solverNanos, 0, 0);
        }
        return stopped(proved, "no plan of at most " + last + " steps", calls, solverNanos);
    }

    /** What answered the last query. */
    String solver() {
        return solver;
    }

    private static PlanSearch.Outcome stopped(int proved, String why, int calls, long solverNanos) {
        return new PlanSearch.Outcome(null, -1, false, proved, why, calls, solverNanos, 0, 0);
    }
}
