package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.PlanStop;
import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanAction;
import org.gridpuzzle.domain.planning.PlanOutcome;
import java.util.List;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.gridpuzzle.domain.search.StoppedException;

/**
 * Cubes conquered by search: the split of {@link PlanCubes}, each cube's start played and the rest searched by the
 * game's A* from the position it leaves, below the moves the bound leaves it. A plan found is the start and the rest,
 * replayed whole; a cube is refuted when A* exhausts every position below its bound. The split covers every plan, so
 * the whole split refutes "at most T moves" exactly as SAT's cubes do, but each job is a search with its own memory,
 * and a split's jobs resume and spread over a cluster like any experiment's (where one A* run over the whole level can
 * only start again). The refutation rests on the admissibility of the game's bound, as A* alone does.
 */
final class CubeSearch {

    private CubeSearch() {
    }

    static PlanOutcome run(GameEncoding game, PlanOptions.Cubing cubing, Limits limits, PlanListener listener) {
        int t = cubing.horizon();
        String which = CubeJobs.name(cubing, "search");
        listener.phase(which);
        Limits run = limits.startingNow(); // the split and every cube's search keep one deadline
        // a level the bound rules out still answers its cubes' question, with a bound that is a number
        int known = game.movesLowerBound() >= GameEncoding.UNSOLVABLE ? 0 : game.movesLowerBound();
        List<PlanCubes.Cube> cubes;
        try {
            cubes = PlanCubes.of(game, cubing, run.start());
        } catch (StoppedException e) {
            PlanStop stop = stop(limits);
            return outcome(null, -1, known, stop, SatCalls.words(stop) + " while splitting", 0);
        } catch (MemoryBudgetException e) {
            return outcome(null, -1, known, PlanStop.MEMORY_LIMIT, "memory budget reached: " + e.getMessage(), 0);
        }
        long states = 0;
        for (int i = 0; i < cubes.size(); i++) {
            PlanCubes.Cube cube = cubes.get(i);
            List<PlanAction> start = cube.moves(game);
            String head = PlanRendering.render(start, game.floor(), game.rules());
            if (cube.ends()) {
                return replayed(game, head, cube.length(), known, states);
            }
            StateSearch rest = game.stateSearchAfter(start);
            if (rest == null) {
                throw new IllegalArgumentException("this game has no state search: its cubes are solved by SAT");
            }
            long t0 = System.nanoTime();
            StateSearchResult found = rest.search(true, t - cube.length() + 1, 0,
                    run);
            states += found.states();
            listener.searched(which + ", cube " + (i + 1) + "/" + cubes.size(), found, System.nanoTime() - t0);
            if (found.moves() != null) {
                return replayed(game, head + found.moves(), cube.length() + found.objectMoves(), known, states);
            }
            if (!found.exhausted()) {
                PlanStop stop = found.stopped() == null ? stop(limits) : Stops.ofSearch(found.stopped());
                return outcome(null, -1, known, stop, (found.stopped() == null ? SatCalls.words(stop) : found.stopped()) + " in "
                        + which + ", cube " + (i + 1) + "/" + cubes.size(), states);
            }
        }
        return outcome(null, -1, CubeJobs.boundWhenRefuted(cubing, known), PlanStop.REFUTED, CubeJobs.refutation(cubing, cubes.size(), which),
                states);
    }

    private static PlanOutcome replayed(GameEncoding game, String moves, int count, int known, long states) {
        if (!game.solves(moves)) {
            throw new IllegalStateException("the plan found does not solve the level: " + moves);
        }
        return outcome(moves, count, known, null, null, states);
    }

    private static PlanStop stop(Limits limits) {
        return limits.cancelled().getAsBoolean() ? PlanStop.CANCELLED : PlanStop.TIME_LIMIT;
    }

    private static PlanOutcome outcome(String moves, int count, int known, PlanStop stop, String stopped,
            long states) {
        return new PlanOutcome(moves, count, false, known, stop, stopped, 0, 0, 0, 0, states, 0, 0);
    }
}
