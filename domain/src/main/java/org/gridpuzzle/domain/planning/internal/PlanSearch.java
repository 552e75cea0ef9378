package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.PlanStop;
import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanAction;
import org.gridpuzzle.domain.planning.PlanStrategy;
import org.gridpuzzle.domain.planning.PlanOutcome;
import java.util.List;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.StoppedException;

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
 *   <li>SEARCH, SEARCH_OPTIMAL: the game's {@link StateSearch} alone, fast or optimal.</li>
 *   <li>FESS: the game's feature-space search alone ({@link StateSearch#fess}, Sokoban's), until its first plan: no
 *       improvement after it; its nodes expanded are the count the FESS papers give per level, the same on any
 *       machine.</li>
 *   <li>HYBRID: a fast plan by search, then optimal search for a shorter one (half of what is left), then the
 *       recipe's SAT descent from the best plan down to the search's proved bound; without a plan, a sequential SAT
 *       ascent from that bound. A plan in hand means SAT only has to refute. What is guaranteed against SEARCH at the
 *       same limits: the fast search runs first, handed the whole of the limits, until its first plan or a limit, so
 *       HYBRID has a plan whenever that search finds one, and its plan has at most that first plan's object moves.
 *       Not guaranteed: as few object moves as SEARCH's final answer, which spends all the time left improving its
 *       plan by later weights (Snowman's) where HYBRID gives that a quarter and A* and SAT the rest. SAT asks about at most {@link PlanOptions#maxSteps} object moves: when
 *       it cannot start, optimal search keeps all the time.</li>
 *   <li>AUTO, the default: the best built-in choice for the game: HYBRID where the game has a state search (a plan
 *       from search at once, proved optimal by search and SAT as time allows), SEQUENTIAL SAT where it has none.</li>
 * </ul>
 * With {@link PlanOptions.Cubing} the sequential questions (ascent and descent) are split into cubes ({@link PlanCubes}) solved
 * one after another, and a cube job asks one question of some of a split's cubes: the jobs of one split together
 * decide f(T).
 * Sequential ascents start at the game's own lower bound ({@link GameEncoding#movesLowerBound}), and
 * the descent stops there. Every plan is rendered with walks, shortened where the game knows how
 * ({@link GameEncoding#fewerMoves}: as few object moves, fewer moves in all) and replayed before it is returned. A level
 * whose bound rules out every plan ({@link GameEncoding#UNSOLVABLE}) is answered at once: no plan exists, with no
 * bound; a level solved at its start ({@link SolvedAtStart}) at once too, with the empty plan, whatever the strategy.
 */
public final class PlanSearch {

    final GameEncoding game;
    final PlanOptions options;
    private final SatSolverFactory factory;
    final Limits limits;
    /** The phase the status names ({@link PlanListener#phase}). */
    private String phase = "start";
    final PlanListener listener;
    final Budget budget;
    final SatCalls sat;
    private long searchStates;
    private long searchCut;
    private int searchPatterns;
    /** The nodes the state searches expanded, {@link PlanOutcome#NO_SEARCH} until one runs. */
    private long searchNodes = PlanOutcome.NO_SEARCH;
    /** The horizon the ascent is at: every shorter one is refuted. */
    private int reached;
    /** The best plan of the descent so far and its length (fields, so that they outlive an OutOfMemoryError). */
    private String descentBest;
    private int descentLength;

    private PlanSearch(GameEncoding game, PlanOptions options, SatSolverFactory factory, Limits limits, PlanListener listener) {
        this.game = game;
        this.options = options;
        this.factory = factory;
        this.limits = limits;
        this.listener = listener;
        this.budget = limits.start();
        this.sat = new SatCalls(limits, budget, listener);
    }

    public static PlanOutcome run(GameEncoding game, PlanOptions options, SatSolverFactory factory, Limits limits,
            PlanListener listener) {
        return new PlanSearch(game, options, factory, limits, listener).run();
    }

    private PlanOutcome run() {
        // one place for every strategy, cube job and caller: no table or formula for a level already solved
        PlanOutcome solved = SolvedAtStart.outcome(game);
        if (solved != null) {
            return solved;
        }
        // a cube job answers for its own cubes (the lab counts its refutations): it decides its bound as it is asked
        if (options.cubing().search()) {
            return CubeSearch.run(game, options.cubing(), limits, listener);
        }
        if (options.cubing().horizon() > 0) {
            return CubeSat.job(game, options, factory, sat, listener);
        }
        if (game.movesLowerBound() >= GameEncoding.UNSOLVABLE) {
            return none("no plan exists (" + game.whyUnsolvable() + ")");
        }
        return switch (options.strategy()) {
            case SEQUENTIAL -> ascend(PlanMode.SEQUENTIAL, "ascend");
            case AGENT_MOVES -> ascend(PlanMode.AGENT_MOVES, "ascend-agent");
            case PARALLEL -> ascend(PlanMode.PARALLEL, "ascend-parallel");
            case RECIPE -> recipe();
            case SEARCH -> searchOnly(false);
            case SEARCH_OPTIMAL -> searchOnly(true);
            case FESS -> fessOnly();
            case HYBRID -> new HybridPlanning(this).plan();
            case AUTO -> game.stateSearch() != null ? new HybridPlanning(this).plan()
                    : ascend(PlanMode.SEQUENTIAL, "ascend");
        };
    }

    StateSearch stateSearch() {
        StateSearch search = game.stateSearch();
        if (search == null) {
            throw new IllegalArgumentException("this game has no state search yet: use a SAT strategy");
        }
        return search;
    }

    private PlanOutcome searchOnly(boolean optimal) {
        enter(optimal ? "search-optimal" : "search");
        return answer(search(stateSearch(), optimal, Integer.MAX_VALUE, game.movesLowerBound(), budget.limits()));
    }

    /** The game's feature-space search alone, to its first plan: a game without one was refused before the run. */
    private PlanOutcome fessOnly() {
        StateSearch search = stateSearch();
        enter("fess");
        long t0 = System.nanoTime();
        StateSearchResult found = search.fess(budget.limits());
        if (found == null) {
            throw new IllegalArgumentException("this game has no feature-space search (fess is Sokoban's)");
        }
        counted(found);
        listener.searched("fess", found, System.nanoTime() - t0);
        return answer(found);
    }

    /** The answer of a strategy that is one state search: its plan, or the proof that none exists, or its stop. */
    private PlanOutcome answer(StateSearchResult found) {
        if (found.moves() != null) {
            Plan plan = fewerMoves(found.moves(), found.objectMoves());
            boolean proved = found.optimal() || plan.objectMoves() <= found.lowerBound();
            return outcome(plan.moves(), plan.objectMoves(), proved, proved ? plan.objectMoves() : found.lowerBound());
        }
        if (found.exhausted()) {
            return none("no plan exists (every state searched)");
        }
        return outcome(null, -1, false, found.lowerBound(), Stops.ofSearch(found.stopped()),
                stop(found.stopped()) + " after " + found.states() + " states");
    }

    /**
     * A state search's stop as the answer words it: a node limit says how many nodes (the searches say "node limit"
     * alone, or "node limit reached").
     */
    String stop(String stopped) {
        if (stopped == null || !stopped.startsWith("node limit") || limits.nodeLimit() == Long.MAX_VALUE) {
            return stopped;
        }
        long n = limits.nodeLimit();
        return "node limit of " + n + (n == 1 ? " node" : " nodes");
    }

    /** A plan and its object moves. */
    record Plan(String moves, int objectMoves) {
    }

    /**
     * A plan found, with the game's shorter walking where it has some ({@link GameEncoding#fewerMoves}, within the
     * run's limits) and its object moves counted again (never more). AGENT_MOVES plans are optimal in moves already.
     * The pass is an extra: when it fails (an exception, the heap) or answers a plan that does not play or has more
     * object moves, the plan found stands. Its answer is replayed here, once, for every game.
     */
    Plan fewerMoves(String moves, int objectMoves) {
        Plan found = new Plan(moves, objectMoves);
        if (options.strategy() == PlanStrategy.AGENT_MOVES) {
            return found;
        }
        // the plan as found is the answer so far while its walks are shortened, and the status says what runs (it said
        // "search, 5 s; no plan yet" through a pass of seconds)
        listener.soFar(moves, objectMoves, 0);
        String was = phase;
        enter(PlanListener.SHORTENING);
        String shorter;
        try {
            shorter = game.fewerMoves(moves, budget.limits());
        } catch (RuntimeException | OutOfMemoryError e) {
            return found; // a run that lost its plan to a pass that only saves walking answered nothing at all
        } finally {
            enter(was);
        }
        if (shorter == null || shorter.equals(moves)) {
            return found;
        }
        int count = 0;
        for (int i = 0; i < shorter.length(); i++) {
            count += Character.isUpperCase(shorter.charAt(i)) ? 1 : 0;
        }
        if (count > objectMoves || count == objectMoves && shorter.length() >= moves.length()
                || !game.solves(shorter)) {
            return found;
        }
        listener.soFar(shorter, count, 0);
        return new Plan(shorter, count);
    }

    /** A phase starts: kept, so that a pass inside it can say so and hand the status back. */
    void enter(String name) {
        phase = name;
        listener.phase(name);
    }

    /** The search's runs report to the listener. */
    StateSearchResult search(StateSearch search, boolean optimal, int below, int known, Limits phase) {
        return search(search, optimal, below, known, phase, 1);
    }

    /** {@link #search}, the fast search's improvements on its first plan taking 1/parts of the time then left. */
    StateSearchResult search(StateSearch search, boolean optimal, int below, int known, Limits phase,
            int parts) {
        long t0 = System.nanoTime();
        StateSearchResult found = optimal || parts == 1 ? search.search(optimal, below, known, phase)
                : search.searchFast(below, known, phase, parts);
        counted(found);
        listener.searched(optimal ? "search-optimal" : "search", found, System.nanoTime() - t0);
        return found;
    }

    /** A state search's work, added to the run's. */
    private void counted(StateSearchResult found) {
        searchStates += found.states();
        searchCut += found.cut();
        searchPatterns += found.patterns();
        searchNodes = Math.max(0, searchNodes) + found.nodes();
    }

    /** The limits of a phase that may take 1/parts of the time left (all of it when there is no time limit). */
    Limits share(int parts) {
        Limits left = budget.limits();
        return left.timeLeft() == null ? left : left.withTimeLimit(left.timeLeft().dividedBy(parts));
    }

    private PlanOutcome ascend(PlanMode mode, String phase) {
        return ascend(mode, phase, 0);
    }

    /**
     * The ascent, stopped with its bound when the heap runs out: the formula and the solver are dropped with the frame
     * that held them, so the answer can still be written.
     */
    PlanOutcome ascend(PlanMode mode, String phase, int known) {
        reached = known;
        try {
            return ascendWithin(mode, phase, known);
        } catch (OutOfMemoryError e) {
            return outcome(null, -1, false, reached, PlanStop.MEMORY_LIMIT, "out of memory at " + reached + " steps");
        }
    }

    private PlanOutcome ascendWithin(PlanMode mode, String phase, int known) {
        boolean parallel = mode == PlanMode.PARALLEL;
        enter(phase);
        try (SatSolver solver = factory.create()) {
            // fewer steps than the game's own bounds cannot work (a parallel step may move several objects, each once)
            int lower = Math.max(known, parallel ? game.stepsLowerBound() : game.movesLowerBound());
            int first = (int) Math.min(lower, options.maxSteps() + 1L);
            PlanFormula f;
            try {
                f = new PlanFormula(game, mode, options.encoding(), false, options.implied(), solver, sat.building());
            } catch (StoppedException e) {
                return satStopped(null, -1, lower, " while building the formula");
            }
            for (int t = first; t <= options.maxSteps(); t++) {
                reached = t;
                try {
                    if (!sat.extend(solver, f, t)) {
                        return satStopped(null, -1, t, " at " + t + " steps");
                    }
                    SatStatus status = mode == PlanMode.SEQUENTIAL && options.cubing().splits()
                            ? CubeSat.solve(sat, game, options.cubing(), solver, f, phase, t, false, new int[] {f.goal(t)})
                            : sat.solve(solver, f, phase, t, new int[] {f.goal(t)});
                    if (status == SatStatus.SAT) {
                        List<PlanAction> plan = f.plan(t);
                        Plan found = fewerMoves(checked(plan), objectMoves(plan));
                        int count = found.objectMoves();
                        int bound = mode == PlanMode.SEQUENTIAL ? count : t;
                        return outcome(found.moves(), count, !parallel || count == t, bound);
                    }
                    if (status != SatStatus.UNSAT) {
                        return satStopped(null, -1, t, " at " + t + " steps");
                    }
                    if (!parallel) {
                        listener.soFar(null, -1, t + 1); // every plan of t steps or fewer is refuted
                    }
                } catch (StoppedException e) {
                    return satStopped(null, -1, t, " while building " + t + " steps");
                }
            }
            int bound = (int) Math.max(lower, options.maxSteps() + 1L);
            return outcome(null, -1, false, bound, PlanStop.REFUTED, "no plan of at most " + options.maxSteps()
                    + " steps");
        }
    }

    private PlanOutcome recipe() {
        PlanOutcome up = ascend(PlanMode.PARALLEL, "ascend-parallel");
        if (up.moves() == null) {
            return up;
        }
        int k = up.objectMoves();
        if (up.optimal() || k <= game.movesLowerBound()) {
            return outcome(up.moves(), k, true, k);
        }
        return descend(up.moves(), k, up.lowerBound());
    }

    /**
     * Asks SAT for plans of fewer object moves than the best in hand, down to {@code proved} (a bound already
     * known): refuted means the best plan is optimal.
     */
    PlanOutcome descend(String planMoves, int planLength, int proved) {
        descentBest = planMoves;
        descentLength = planLength;
        try {
            return descendWithin(proved);
        } catch (OutOfMemoryError e) {
            // the formula and the solver went with the frame that held them; the best plan and the bound still stand
            return outcome(descentBest, descentLength, false, proved, PlanStop.MEMORY_LIMIT,
                    "out of memory while descending from "
                    + descentLength + " moves");
        }
    }

    private PlanOutcome descendWithin(int proved) {
        enter("descend");
        listener.soFar(descentBest, descentLength, proved);
        List<PlanAction> best;
        try (SatSolver solver = factory.create()) {
            int horizon = descentLength - 1;
            PlanFormula f;
            int goal;
            try {
                f = new PlanFormula(game, PlanMode.SEQUENTIAL, EncodingKind.PATH, true, options.implied(), solver,
                        sat.building());
                if (!sat.extend(solver, f, horizon)) {
                    return satStopped(descentBest, descentLength, proved, " while building "
                            + horizon + " steps");
                }
                goal = f.goal(horizon);
            } catch (StoppedException e) {
                return satStopped(descentBest, descentLength, proved, " while building "
                        + horizon + " steps");
            }
            int floor = Math.max(proved, game.movesLowerBound());
            int j = horizon;
            while (j >= floor) {
                int[] assumptions = j < horizon ? new int[] {goal, f.noop(j + 1)} : new int[] {goal};
                SatStatus status = options.cubing().splits()
                        ? CubeSat.solve(sat, game, options.cubing(), solver, f, "descend", j, true, assumptions)
                        : sat.solve(solver, f, "descend", j, assumptions);
                if (status == SatStatus.UNSAT) {
                    return outcome(descentBest, descentLength, true, descentLength);
                }
                if (status != SatStatus.SAT) {
                    return satStopped(descentBest, descentLength, proved, " while asking for " + j
                            + " moves");
                }
                best = f.plan(horizon);
                Plan found = fewerMoves(checked(best), objectMoves(best));
                descentBest = found.moves();
                descentLength = found.objectMoves();
                listener.soFar(descentBest, descentLength, proved);
                j = descentLength - 1;
            }
            return outcome(descentBest, descentLength, true, descentLength);
        }
    }

    private String checked(List<PlanAction> plan) {
        return checked(game, plan);
    }

    /** The plan as LURD, replayed: a plan the game refuses is an error of ours, never an answer. */
    static String checked(GameEncoding game, List<PlanAction> plan) {
        String moves = PlanRendering.render(plan, game.floor(), game.rules());
        if (!game.solves(moves)) {
            throw new IllegalStateException("the plan found does not solve the level: " + moves);
        }
        return moves;
    }

    static int objectMoves(List<PlanAction> plan) {
        return (int) plan.stream().filter(PlanAction::movesObject).count();
    }

    PlanOutcome outcome(String moves, int count, boolean optimal, int lowerBound) {
        return outcome(moves, count, optimal, lowerBound, null, null);
    }

    /** The answer of a run SAT's limits stopped: the stop read once, its words followed by {@code where}. */
    PlanOutcome satStopped(String moves, int count, int lowerBound, String where) {
        PlanStop stop = sat.stop();
        return outcome(moves, count, false, lowerBound, stop, SatCalls.words(stop) + where);
    }

    PlanOutcome outcome(String moves, int count, boolean optimal, int lowerBound, PlanStop stop, String stopped) {
        return new PlanOutcome(moves, count, optimal, lowerBound, stop, stopped, sat.calls(), sat.solverNanos(),
                sat.variables(), sat.clauses(), searchStates, searchCut, searchPatterns, searchNodes);
    }

    /** The proof that no plan exists: no bound, {@code why} saying how. */
    PlanOutcome none(String why) {
        return new PlanOutcome(null, -1, false, 0, PlanStop.NO_PLAN, why, sat.calls(), sat.solverNanos(),
                sat.variables(), sat.clauses(), searchStates, searchCut, searchPatterns, searchNodes);
    }
}
