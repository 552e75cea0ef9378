package org.gridpuzzle.domain.planning;

import java.util.List;
import java.util.Locale;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;

/**
 * Planning as SAT strategies over one growing {@link PlanFormula} per phase (so an incremental back-end
 * keeps its learnt clauses; an external one re-reads the whole formula at each call):
 * <ul>
 *   <li>SEQUENTIAL: ascend T = 0, 1, 2, … object moves until f(T) is satisfiable; every smaller T was
 *       refuted, so the plan is optimal in object moves;</li>
 *   <li>AGENT_MOVES: the same with one agent move per step: optimal in moves, walks included;</li>
 *   <li>PARALLEL: ascend in parallel steps; a step of one move is a sequential step, so the first
 *       satisfiable T is a lower bound on the moves and the serialised plan an upper bound (optimal
 *       when they meet);</li>
 *   <li>RECIPE (the paper's): ascend in parallel, serialise, then descend sequentially with no-ops and
 *       the path encoding — "at most K − 1 moves?" — stepping down to the length of each plan found,
 *       until refuted, which proves the last plan optimal.</li>
 * </ul>
 * Sequential ascents start at the game's own lower bound ({@link GameEncoding#movesLowerBound}), and
 * the descent stops there. Every plan is rendered with walks and replayed before it is returned.
 */
public final class PlanSearch {

    public enum Strategy {
        SEQUENTIAL, PARALLEL, RECIPE, AGENT_MOVES;

        public static Strategy parse(String name) {
            return valueOf(name.trim().toUpperCase(Locale.ROOT).replace('-', '_'));
        }

        public String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * @param encoding the reachability encoding of the ascent (the recipe descends with the path encoding)
     * @param maxSteps give up once every plan of at most this many steps is refuted
     * @param implied add the game's implied constraints
     */
    public record Options(Strategy strategy, EncodingKind encoding, int maxSteps, boolean implied) {

        /**
         * Options with the strategy's own encoding when none is named: path for sequential ascents (its formulas
         * are the smallest), tree for parallel ones (the strongest in the reachability paper's parallel runs).
         */
        public static Options of(Strategy strategy, EncodingKind encodingOrNull, int maxSteps, boolean implied) {
            EncodingKind e = encodingOrNull != null ? encodingOrNull
                    : strategy == Strategy.PARALLEL || strategy == Strategy.RECIPE ? EncodingKind.TREE : EncodingKind.PATH;
            return new Options(strategy, e, maxSteps, implied);
        }
    }

    /** One solver call: the phase (ascend, ascend-parallel, descend), the bound asked, the answer. */
    public interface Listener {
        void solved(String phase, int bound, SatStatus status, long nanos, int variables, long clauses);
    }

    /**
     * @param moves the plan (walks lower case, object moves upper case), or null
     * @param objectMoves box pushes or ball moves of the plan, -1 without one
     * @param lowerBound proved fewest object moves (agent moves for AGENT_MOVES)
     * @param stopped why the search ended early, or null
     */
    public record Outcome(String moves, int objectMoves, boolean optimal, int lowerBound, String stopped, int calls,
            long solverNanos, int variables, long clauses) {
    }

    private final GameEncoding game;
    private final Options options;
    private final SatSolverFactory factory;
    private final Limits limits;
    private final Listener listener;
    private final Budget budget;
    private int calls;
    private long solverNanos;
    private int variables;
    private long clauses;

    private PlanSearch(GameEncoding game, Options options, SatSolverFactory factory, Limits limits, Listener listener) {
        this.game = game;
        this.options = options;
        this.factory = factory;
        this.limits = limits;
        this.listener = listener;
        this.budget = limits.start();
    }

    public static Outcome run(GameEncoding game, Options options, SatSolverFactory factory, Limits limits,
            Listener listener) {
        return new PlanSearch(game, options, factory, limits, listener).run();
    }

    private Outcome run() {
        return switch (options.strategy()) {
            case SEQUENTIAL -> ascend(PlanMode.SEQUENTIAL, "ascend");
            case AGENT_MOVES -> ascend(PlanMode.AGENT_MOVES, "ascend-agent");
            case PARALLEL -> ascend(PlanMode.PARALLEL, "ascend-parallel");
            case RECIPE -> recipe();
        };
    }

    private Outcome ascend(PlanMode mode, String phase) {
        boolean parallel = mode == PlanMode.PARALLEL;
        try (SatSolver solver = factory.create()) {
            PlanFormula f = new PlanFormula(game, mode, options.encoding(), false, options.implied(), solver);
            // fewer steps than the game's own bounds cannot work (a parallel step may move several objects, each once)
            int lower = parallel ? game.stepsLowerBound() : game.movesLowerBound();
            int first = (int) Math.min(lower, options.maxSteps() + 1L);
            for (int t = first; t <= options.maxSteps(); t++) {
                if (!extend(f, t)) {
                    return outcome(null, -1, false, t, stopReason() + " at " + t + " steps");
                }
                SatStatus status = solve(solver, f, phase, t, new int[] {f.goal(t)});
                if (status == SatStatus.SAT) {
                    List<PlanAction> plan = f.plan(t);
                    String moves = checked(plan);
                    int count = objectMoves(plan);
                    int bound = mode == PlanMode.SEQUENTIAL ? count : t;
                    return outcome(moves, count, !parallel || count == t, bound, null);
                }
                if (status != SatStatus.UNSAT) {
                    return outcome(null, -1, false, t, stopReason() + " at " + t + " steps");
                }
            }
            int bound = (int) Math.max(lower, options.maxSteps() + 1L);
            return outcome(null, -1, false, bound, "no plan of at most " + options.maxSteps() + " steps");
        }
    }

    private Outcome recipe() {
        Outcome up = ascend(PlanMode.PARALLEL, "ascend-parallel");
        if (up.moves() == null) {
            return up;
        }
        List<PlanAction> best;
        String bestMoves = up.moves();
        int k = up.objectMoves();
        if (up.optimal() || k <= game.movesLowerBound()) {
            return outcome(bestMoves, k, true, k, null);
        }
        try (SatSolver solver = factory.create()) {
            int horizon = k - 1;
            PlanFormula f = new PlanFormula(game, PlanMode.SEQUENTIAL, EncodingKind.PATH, true, options.implied(),
                    solver);
            if (!extend(f, horizon)) {
                return outcome(bestMoves, k, false, up.lowerBound(), stopReason() + " while building " + horizon
                        + " steps");
            }
            int goal = f.goal(horizon);
            int floor = Math.max(up.lowerBound(), game.movesLowerBound());
            int j = horizon;
            while (j >= floor) {
                int[] assumptions = j < horizon ? new int[] {goal, f.noop(j + 1)} : new int[] {goal};
                SatStatus status = solve(solver, f, "descend", j, assumptions);
                if (status == SatStatus.UNSAT) {
                    return outcome(bestMoves, k, true, k, null);
                }
                if (status != SatStatus.SAT) {
                    return outcome(bestMoves, k, false, up.lowerBound(), stopReason() + " while asking for " + j
                            + " moves");
                }
                best = f.plan(horizon);
                bestMoves = checked(best);
                k = objectMoves(best);
                j = k - 1;
            }
            return outcome(bestMoves, k, true, k, null);
        }
    }

    private SatStatus solve(SatSolver solver, PlanFormula f, String phase, int bound, int[] assumptions) {
        Limits left = limits.remaining(budget.elapsedNanos());
        long t0 = System.nanoTime();
        SatStatus status = solver.solve(assumptions, left);
        long nanos = System.nanoTime() - t0;
        calls++;
        solverNanos += nanos;
        variables = Math.max(variables, f.variables());
        clauses = Math.max(clauses, f.clauses());
        listener.solved(phase, bound, status, nanos, f.variables(), f.clauses());
        return status;
    }

    /** Adds steps up to t unless the limits run out first (a long first horizon alone can take seconds). */
    private boolean extend(PlanFormula f, int t) {
        while (f.horizon() < t) {
            if (!budget.check()) {
                return false;
            }
            f.extendTo(f.horizon() + 1);
        }
        return true;
    }

    private String stopReason() {
        return limits.cancelled().getAsBoolean() ? "cancelled" : "time limit";
    }

    private String checked(List<PlanAction> plan) {
        String moves = PlanRendering.render(plan, game.floor(), game.rules());
        if (!game.solves(moves)) {
            throw new IllegalStateException("the plan found does not solve the level: " + moves);
        }
        return moves;
    }

    private static int objectMoves(List<PlanAction> plan) {
        return (int) plan.stream().filter(PlanAction::movesObject).count();
    }

    private Outcome outcome(String moves, int count, boolean optimal, int lowerBound, String stopped) {
        return new Outcome(moves, count, optimal, lowerBound, stopped, calls, solverNanos, variables, clauses);
    }
}
