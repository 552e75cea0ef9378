package org.gridpuzzle.application.service.planning;

import java.nio.file.Path;
import java.util.Locale;
import org.gridpuzzle.application.error.PlannerFailedException;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.planning.ModelAnswer;
import org.gridpuzzle.application.port.out.planning.ModelQuery;
import org.gridpuzzle.application.port.out.planning.PlanningModel;
import org.gridpuzzle.application.port.out.planning.SolvePlanningModelPort;
import org.gridpuzzle.domain.planning.PlanRendering;
import org.gridpuzzle.domain.planning.PlanSearch;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.sokoban.SokobanEncoding;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/**
 * Plans a Sokoban level with an external model: asks for a plan of K = lower bound, lower bound + 1, … steps until
 * one exists (every smaller K refuted, so the plan has the fewest steps of the model), or decides one given K. The
 * plan is rendered with walks and replayed before it is returned: a planner's plan is never trusted.
 */
final class ModelPlanAscent {

    private final SolvePlanningModelPort planner;
    private final ProgressPort progress;
    private String solver = "gringo | clasp";

    ModelPlanAscent(SolvePlanningModelPort planner, ProgressPort progress) {
        this.planner = planner;
        this.progress = progress;
    }

    /**
     * @param fixedSteps decide this bound only, or 0 to ascend
     * @param maxSteps give up once every plan of at most this many steps is refuted
     */
    PlanSearch.Outcome plan(SokobanLevel level, String title, PlanningModel model, int fixedSteps, int maxSteps,
            String solver, Path dumpDir, String stem, Limits limits) {
        Budget budget = limits.start();
        SokobanEncoding game = new SokobanEncoding(level);
        // a step of the fair model is a push: the matching bound holds; a competition step moves one box at least
        int lower = model.stepIsOneObjectMove() ? game.movesLowerBound() : level.boxesOffGoals(level.start());
        int first = fixedSteps > 0 ? fixedSteps : lower;
        int last = fixedSteps > 0 ? fixedSteps : maxSteps;
        int calls = 0;
        long solverNanos = 0;
        int proved = lower; // of steps, and so of pushes: a step pushes once at least
        for (int k = first; k <= last; k++) {
            if (!budget.check()) {
                return stopped(proved, budget.stopReason().description() + " at " + k + " steps", calls, solverNanos);
            }
            long begun = System.nanoTime();
            ModelAnswer answer = planner.decide(new ModelQuery(model, level, k, solver, dumpDir,
                    String.format(Locale.ROOT, "%s-%s-%03d", stem, model.label(), k)),
                    limits.remaining(budget.elapsedNanos()));
            long nanos = System.nanoTime() - begun;
            this.solver = "gringo | " + answer.solver();
            calls++;
            solverNanos += nanos;
            progress.report("sokoban", String.format(Locale.ROOT, "%s: asp-%s %d: %s in %.1f s", title, model.label(), k,
                    answer.status().name(), nanos / 1e9));
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
            boolean optimal = model.stepIsOneObjectMove() && fixedSteps == 0;
            int bound = optimal ? answer.pushes().size() : proved;
            return new PlanSearch.Outcome(moves, answer.pushes().size(), optimal, bound, null, calls, solverNanos, 0, 0);
        }
        return stopped(proved, fixedSteps > 0 ? "no plan of at most " + fixedSteps + " steps"
                : "no plan of at most " + maxSteps + " steps", calls, solverNanos);
    }

    /** What answered the last query. */
    String solver() {
        return solver;
    }

    private static PlanSearch.Outcome stopped(int proved, String why, int calls, long solverNanos) {
        return new PlanSearch.Outcome(null, -1, false, proved, why, calls, solverNanos, 0, 0);
    }
}
