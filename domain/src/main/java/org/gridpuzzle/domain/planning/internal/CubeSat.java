package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.PlanStop;
import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanAction;
import org.gridpuzzle.domain.planning.PlanOutcome;
import java.util.Arrays;
import java.util.List;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.search.StoppedException;

/**
 * Cubes conquered by SAT ({@link PlanCubes}): a sequential question split into cubes solved in turn under assumptions
 * in one solver, and a cube job, which asks one question of some of a split's cubes.
 */
final class CubeSat {

    private CubeSat() {
    }

    /**
     * One question split into cubes: SAT at the first satisfiable cube (its model stays in the solver), UNSAT when
     * every cube is, UNKNOWN at the first cube the limits stop.
     *
     * @param bound the moves asked for (at most, with idle steps; exactly, without)
     */
    static SatStatus solve(SatCalls sat, GameEncoding game, PlanOptions.Cubing cubing, SatSolver solver, PlanFormula f,
            String phase, int bound, boolean idleSteps, int[] question) {
        List<PlanCubes.Cube> cubes;
        try {
            cubes = PlanCubes.split(game, bound, cubing.count(), idleSteps, sat.building());
        } catch (StoppedException e) {
            return SatStatus.UNKNOWN;
        } catch (MemoryBudgetException e) {
            sat.memorySpent();
            return SatStatus.UNKNOWN;
        }
        return each(sat, solver, f, phase, bound, cubes, question);
    }

    private static SatStatus each(SatCalls sat, SatSolver solver, PlanFormula f, String phase, int bound,
            List<PlanCubes.Cube> cubes, int[] question) {
        for (int i = 0; i < cubes.size(); i++) {
            int[] cube = cubes.get(i).literals(f);
            int[] assumptions = Arrays.copyOf(question, question.length + cube.length);
            System.arraycopy(cube, 0, assumptions, question.length, cube.length);
            SatStatus status = sat.solve(solver, f, phase + ", cube " + (i + 1) + "/" + cubes.size(), bound, assumptions);
            if (status != SatStatus.UNSAT) {
                return status;
            }
        }
        return SatStatus.UNSAT;
    }

    /**
     * A cube job: is there a plan of at most T object moves among this job's cubes (every cube of the split for job
     * 0)? A plan found is replayed and returned; "no plan" of one job refutes only its cubes, so it proves no bound
     * for the level, while the whole split's does.
     */
    static PlanOutcome job(GameEncoding game, PlanOptions options, SatSolverFactory factory, SatCalls sat,
            PlanListener listener) {
        PlanOptions.Cubing cubing = options.cubing();
        int t = cubing.horizon();
        // a level the bound rules out still answers its cubes' question, with a bound that is a number
        int known = game.movesLowerBound() >= GameEncoding.UNSOLVABLE ? 0 : game.movesLowerBound();
        String which = CubeJobs.name(cubing, "decide");
        listener.phase(which);
        try (SatSolver solver = factory.create()) {
            PlanFormula f;
            List<PlanCubes.Cube> cubes;
            try {
                f = new PlanFormula(game, PlanMode.SEQUENTIAL, options.encoding(), true, options.implied(), solver,
                        sat.building());
                if (!sat.extend(solver, f, t)) {
                    return satStopped(sat, known, " while building " + t + " steps");
                }
                cubes = PlanCubes.of(game, cubing, sat.building());
            } catch (StoppedException e) {
                return satStopped(sat, known, " while building " + t + " steps");
            } catch (MemoryBudgetException e) {
                return outcome(sat, null, -1, known, PlanStop.MEMORY_LIMIT, "memory budget reached: " + e.getMessage());
            }
            SatStatus status = each(sat, solver, f, which, t, cubes, new int[] {f.goal(t)});
            if (status == SatStatus.SAT) {
                List<PlanAction> plan = f.plan(t);
                return outcome(sat, PlanSearch.checked(game, plan), PlanSearch.objectMoves(plan), known, null, null);
            }
            if (status == SatStatus.UNSAT) {
                return outcome(sat, null, -1, CubeJobs.boundWhenRefuted(cubing, known), PlanStop.REFUTED,
                        CubeJobs.refutation(cubing, cubes.size(), which));
            }
            return satStopped(sat, known, " in " + which);
        } catch (OutOfMemoryError e) {
            return outcome(sat, null, -1, known, PlanStop.MEMORY_LIMIT, "out of memory in " + which);
        }
    }

    /** No plan: the SAT calls' limits stopped the job (the stop read once, its words followed by {@code where}). */
    private static PlanOutcome satStopped(SatCalls sat, int known, String where) {
        PlanStop stop = sat.stop();
        return outcome(sat, null, -1, known, stop, SatCalls.words(stop) + where);
    }

    private static PlanOutcome outcome(SatCalls sat, String moves, int count, int lowerBound, PlanStop stop,
            String stopped) {
        return new PlanOutcome(moves, count, false, lowerBound, stop, stopped, sat.calls(), sat.solverNanos(),
                sat.variables(), sat.clauses());
    }
}
