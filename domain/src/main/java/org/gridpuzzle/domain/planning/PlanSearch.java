package org.gridpuzzle.domain.planning;

import org.gridpuzzle.domain.search.StopReason;
import java.util.List;
import java.util.Locale;
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
 *       plan by later weights (Snowman's) where HYBRID gives that a quarter and A* and SAT the rest. SAT asks about at most {@link Options#maxSteps} object moves: when
 *       it cannot start, optimal search keeps all the time.</li>
 *   <li>AUTO, the default: the best built-in choice for the game: HYBRID where the game has a state search (a plan
 *       from search at once, proved optimal by search and SAT as time allows), SEQUENTIAL SAT where it has none.</li>
 * </ul>
 * With {@link Cubing} the sequential questions (ascent and descent) are split into cubes ({@link PlanCubes}) solved
 * one after another, and a cube job asks one question of some of a split's cubes: the jobs of one split together
 * decide f(T).
 * Sequential ascents start at the game's own lower bound ({@link GameEncoding#movesLowerBound}), and
 * the descent stops there. Every plan is rendered with walks, shortened where the game knows how
 * ({@link GameEncoding#fewerMoves}: as few object moves, fewer moves in all) and replayed before it is returned. A level
 * whose bound rules out every plan ({@link GameEncoding#UNSOLVABLE}) is answered at once: no plan exists, with no
 * bound; a level solved at its start ({@link SolvedAtStart}) at once too, with the empty plan, whatever the strategy.
 */
public final class PlanSearch {

    public enum Strategy {
        SEQUENTIAL, PARALLEL, RECIPE, AGENT_MOVES, SEARCH, SEARCH_OPTIMAL, FESS, HYBRID, AUTO;

        /**
         * Whether the strategy uses the game's own {@link StateSearch} (AUTO does where the game has one): the runs a
         * node limit counts; the others are SAT alone.
         */
        public boolean searches() {
            return this == SEARCH || this == SEARCH_OPTIMAL || this == FESS || this == HYBRID || this == AUTO;
        }

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
    public record Options(Strategy strategy, EncodingKind encoding, int maxSteps, boolean implied, Cubing cubing) {

        public Options {
            cubing = cubing == null ? Cubing.NONE : cubing;
        }

        public Options(Strategy strategy, EncodingKind encoding, int maxSteps, boolean implied) {
            this(strategy, encoding, maxSteps, implied, Cubing.NONE);
        }

        public Options withCubing(Cubing c) {
            return new Options(strategy, encoding, maxSteps, implied, c);
        }

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

    /**
     * Cube-and-conquer ({@link PlanCubes}) for the sequential SAT questions.
     *
     * @param count split each question into at least this many cubes, solved one after another (1: no split)
     * @param horizon above 0: the run asks one question only, whether a plan of at most this many object moves starts
     *     as one of the cubes of {@code job}; a cube job of a refutation spread over {@code count} jobs
     * @param job 1 to count with a horizon (the cubes {@link PlanCubes#bucket} deals it); 0 for every cube of the split
     * @param search with a horizon: each cube is conquered by the game's A* from the position after its start, not by
     *     SAT ({@link CubeSearch}): the same split, for a proof that resumes and spreads over a cluster
     */
    public record Cubing(int count, int horizon, int job, boolean search) {

        public static final Cubing NONE = new Cubing(1, 0, 0);

        public Cubing(int count, int horizon, int job) {
            this(count, horizon, job, false);
        }

        public Cubing {
            if (search && horizon == 0) {
                throw new IllegalArgumentException("cubes conquered by search decide one bound: name it");
            }
            if (count < 1 || count > PlanCubes.MAX_CUBES) {
                throw new IllegalArgumentException("the cubes must number 1 to " + PlanCubes.MAX_CUBES);
            }
            if (horizon < 0 || job < 0 || (horizon == 0 && job > 0) || job > count) {
                throw new IllegalArgumentException("a cube job names its horizon and its job (1 to " + count + ")");
            }
        }

        /** Every sequential question split into {@code count} cubes in this process. */
        public static Cubing of(int count) {
            return new Cubing(count, 0, 0);
        }

        /** One job of a refutation of f(horizon) spread over {@code count} jobs. */
        public static Cubing job(int horizon, int job, int count) {
            return new Cubing(count, horizon, job);
        }

        /** The same split, its cubes conquered by the game's A*. */
        public Cubing bySearch() {
            return new Cubing(count, horizon, job, true);
        }

        public boolean splits() {
            return count > 1 || horizon > 0;
        }

        /** A cube job's name in progress lines and answers ("cube job 3/64"), or the given one for the whole split. */
        String name(String whole) {
            return job == 0 ? whole : "cube job " + job + "/" + count;
        }

        /** Why a run that refuted every cube it asked about found no plan. */
        String refutation(int cubes, String name) {
            return job == 0 ? "no plan of at most " + horizon + " moves (all " + cubes + " cubes refuted)"
                    : "no plan of at most " + horizon + " moves in the " + cubes + " cubes of " + name;
        }

        /** The bound once every cube asked about is refuted: only the whole split raises it; one job proves nothing. */
        int boundWhenRefuted(int known) {
            return job == 0 ? Math.max(known, horizon + 1) : known;
        }
    }

    /** One solver call: the phase (ascend, ascend-parallel, descend), the bound asked, the answer. */
    /** The phase while a found plan's walks are shortened ({@link GameEncoding#fewerMoves}). */
    public static final String SHORTENING = "shortening the plan's walks";

    public interface Listener {
        void solved(String phase, int bound, SatStatus status, long nanos, int variables, long clauses);

        /** One run of the game's state search. */
        default void searched(String phase, StateSearch.Found found, long nanos) {
            // only SAT calls by default
        }

        /** A phase starts (search, search-optimal, ascend, descend...): a long one may run for minutes. */
        default void phase(String phase) {
            // nothing by default
        }

        /**
         * The answer so far changed: the best replayed plan ({@code moves} null without one, {@code objectMoves} −1)
         * and the proved bound. A front end stopped before the strategy returns shows this.
         */
        default void soFar(String moves, int objectMoves, int lowerBound) {
            // nothing by default
        }
    }

    /**
     * @param moves the plan (walks lower case, object moves upper case), or null
     * @param objectMoves box pushes or ball moves of the plan, -1 without one
     * @param lowerBound proved fewest object moves (agent moves for AGENT_MOVES); 0 when no plan exists
     * @param stopped why the search ended early, or null
     * @param states the states the game's own searches met ({@link StateSearch}), over all their runs
     * @param cut states those searches cut by learned deadlock patterns
     * @param patterns the patterns they learned
     * @param noPlanExists proved that no plan solves the level at all: there is no bound to give, and {@code stopped}
     *     says how it was proved
     * @param nodes the nodes the game's own searches expanded over all their runs (what a node limit counts, the same
     *     on any machine), or {@link #NO_SEARCH} when none ran
     */
    public record Outcome(String moves, int objectMoves, boolean optimal, int lowerBound, String stopped, int calls,
            long solverNanos, int variables, long clauses, long states, long cut, int patterns, boolean noPlanExists,
            long nodes) {

        /** {@link #nodes} of an outcome no state search took part in. */
        public static final long NO_SEARCH = -1;

        public Outcome {
            if (noPlanExists && moves != null) {
                throw new IllegalArgumentException("a plan and the proof that none exists");
            }
            lowerBound = noPlanExists ? 0 : lowerBound;
        }

        /** An outcome without a node count (no state search, or one that did not count them). */
        public Outcome(String moves, int objectMoves, boolean optimal, int lowerBound, String stopped, int calls,
                long solverNanos, int variables, long clauses, long states, long cut, int patterns,
                boolean noPlanExists) {
            this(moves, objectMoves, optimal, lowerBound, stopped, calls, solverNanos, variables, clauses, states, cut,
                    patterns, noPlanExists, NO_SEARCH);
        }

        /** An outcome with a plan or a bound (not a proof that none exists). */
        public Outcome(String moves, int objectMoves, boolean optimal, int lowerBound, String stopped, int calls,
                long solverNanos, int variables, long clauses, long states, long cut, int patterns) {
            this(moves, objectMoves, optimal, lowerBound, stopped, calls, solverNanos, variables, clauses, states, cut,
                    patterns, false);
        }

        /** An outcome of SAT (or an external model) alone: no state search ran. */
        public Outcome(String moves, int objectMoves, boolean optimal, int lowerBound, String stopped, int calls,
                long solverNanos, int variables, long clauses) {
            this(moves, objectMoves, optimal, lowerBound, stopped, calls, solverNanos, variables, clauses, 0, 0, 0);
        }

        /** Whether a state search took part: {@link #nodes} is its count. */
        public boolean searched() {
            return nodes != NO_SEARCH;
        }

        /** The proof that no plan exists, {@code why} saying how ("no plan exists (every state searched)"). */
        public static Outcome none(String why, int calls, long solverNanos, long states) {
            return new Outcome(null, -1, false, 0, why, calls, solverNanos, 0, 0, states, 0, 0, true);
        }

        /**
         * Which limit stopped the search, or null for none: read from {@link #stopped}'s words, which the planners
         * begin with the limit ("time limit at 12 steps", "memory budget reached: ...", "node limit of 5 nodes after 12
         * states", "cancelled"), so a front end never parses them itself.
         */
        public StopReason stopReason() {
            if (stopped == null) {
                return null;
            }
            if (stopped.startsWith("time limit")) {
                return StopReason.TIME_LIMIT;
            }
            if (stopped.startsWith("memory budget") || stopped.startsWith("out of memory")) {
                return StopReason.MEMORY_LIMIT;
            }
            if (stopped.startsWith("node limit")) {
                return StopReason.NODE_LIMIT;
            }
            return stopped.startsWith("cancelled") ? StopReason.CANCELLED : null;
        }
    }

    final GameEncoding game;
    final Options options;
    private final SatSolverFactory factory;
    final Limits limits;
    /** The phase the status names ({@link Listener#phase}). */
    private String phase = "start";
    final Listener listener;
    final Budget budget;
    final SatCalls sat;
    private long searchStates;
    private long searchCut;
    private int searchPatterns;
    /** The nodes the state searches expanded, {@link Outcome#NO_SEARCH} until one runs. */
    private long searchNodes = Outcome.NO_SEARCH;
    /** The horizon the ascent is at: every shorter one is refuted. */
    private int reached;
    /** The best plan of the descent so far and its length (fields, so that they outlive an OutOfMemoryError). */
    private String descentBest;
    private int descentLength;

    private PlanSearch(GameEncoding game, Options options, SatSolverFactory factory, Limits limits, Listener listener) {
        this.game = game;
        this.options = options;
        this.factory = factory;
        this.limits = limits;
        this.listener = listener;
        this.budget = limits.start();
        this.sat = new SatCalls(limits, budget, listener);
    }

    public static Outcome run(GameEncoding game, Options options, SatSolverFactory factory, Limits limits,
            Listener listener) {
        return new PlanSearch(game, options, factory, limits, listener).run();
    }

    private Outcome run() {
        // one place for every strategy, cube job and caller: no table or formula for a level already solved
        Outcome solved = SolvedAtStart.outcome(game);
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

    private Outcome searchOnly(boolean optimal) {
        enter(optimal ? "search-optimal" : "search");
        return answer(search(stateSearch(), optimal, Integer.MAX_VALUE, game.movesLowerBound(), budget.limits()));
    }

    /** The game's feature-space search alone, to its first plan: a game without one was refused before the run. */
    private Outcome fessOnly() {
        StateSearch search = stateSearch();
        enter("fess");
        long t0 = System.nanoTime();
        StateSearch.Found found = search.fess(budget.limits());
        if (found == null) {
            throw new IllegalArgumentException("this game has no feature-space search (fess is Sokoban's)");
        }
        counted(found);
        listener.searched("fess", found, System.nanoTime() - t0);
        return answer(found);
    }

    /** The answer of a strategy that is one state search: its plan, or the proof that none exists, or its stop. */
    private Outcome answer(StateSearch.Found found) {
        if (found.moves() != null) {
            Plan plan = fewerMoves(found.moves(), found.objectMoves());
            boolean proved = found.optimal() || plan.objectMoves() <= found.lowerBound();
            return outcome(plan.moves(), plan.objectMoves(), proved, proved ? plan.objectMoves() : found.lowerBound(),
                    null);
        }
        if (found.exhausted()) {
            return none("no plan exists (every state searched)");
        }
        return outcome(null, -1, false, found.lowerBound(), stop(found.stopped()) + " after " + found.states()
                + " states");
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
        if (options.strategy() == Strategy.AGENT_MOVES) {
            return found;
        }
        // the plan as found is the answer so far while its walks are shortened, and the status says what runs (it said
        // "search, 5 s; no plan yet" through a pass of seconds)
        listener.soFar(moves, objectMoves, 0);
        String was = phase;
        enter(SHORTENING);
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
    StateSearch.Found search(StateSearch search, boolean optimal, int below, int known, Limits phase) {
        return search(search, optimal, below, known, phase, 1);
    }

    /** {@link #search}, the fast search's improvements on its first plan taking 1/parts of the time then left. */
    StateSearch.Found search(StateSearch search, boolean optimal, int below, int known, Limits phase,
            int parts) {
        long t0 = System.nanoTime();
        StateSearch.Found found = optimal || parts == 1 ? search.search(optimal, below, known, phase)
                : search.searchFast(below, known, phase, parts);
        counted(found);
        listener.searched(optimal ? "search-optimal" : "search", found, System.nanoTime() - t0);
        return found;
    }

    /** A state search's work, added to the run's. */
    private void counted(StateSearch.Found found) {
        searchStates += found.states();
        searchCut += found.cut();
        searchPatterns += found.patterns();
        searchNodes = Math.max(0, searchNodes) + found.nodes();
    }

    /** The limits of a phase that may take 1/parts of the time left (all of it when there is no time limit). */
    Limits share(int parts) {
        Limits left = budget.limits();
        return left.timeLimit() == null ? left : left.withTimeLimit(left.timeLimit().dividedBy(parts));
    }

    private Outcome ascend(PlanMode mode, String phase) {
        return ascend(mode, phase, 0);
    }

    /**
     * The ascent, stopped with its bound when the heap runs out: the formula and the solver are dropped with the frame
     * that held them, so the answer can still be written.
     */
    Outcome ascend(PlanMode mode, String phase, int known) {
        reached = known;
        try {
            return ascendWithin(mode, phase, known);
        } catch (OutOfMemoryError e) {
            return outcome(null, -1, false, reached, "out of memory at " + reached + " steps");
        }
    }

    private Outcome ascendWithin(PlanMode mode, String phase, int known) {
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
                return outcome(null, -1, false, lower, sat.stopReason() + " while building the formula");
            }
            for (int t = first; t <= options.maxSteps(); t++) {
                reached = t;
                try {
                    if (!sat.extend(solver, f, t)) {
                        return outcome(null, -1, false, t, sat.stopReason() + " at " + t + " steps");
                    }
                    SatStatus status = mode == PlanMode.SEQUENTIAL && options.cubing().splits()
                            ? CubeSat.solve(sat, game, options.cubing(), solver, f, phase, t, false, new int[] {f.goal(t)})
                            : sat.solve(solver, f, phase, t, new int[] {f.goal(t)});
                    if (status == SatStatus.SAT) {
                        List<PlanAction> plan = f.plan(t);
                        Plan found = fewerMoves(checked(plan), objectMoves(plan));
                        int count = found.objectMoves();
                        int bound = mode == PlanMode.SEQUENTIAL ? count : t;
                        return outcome(found.moves(), count, !parallel || count == t, bound, null);
                    }
                    if (status != SatStatus.UNSAT) {
                        return outcome(null, -1, false, t, sat.stopReason() + " at " + t + " steps");
                    }
                    if (!parallel) {
                        listener.soFar(null, -1, t + 1); // every plan of t steps or fewer is refuted
                    }
                } catch (StoppedException e) {
                    return outcome(null, -1, false, t, sat.stopReason() + " while building " + t + " steps");
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
        int k = up.objectMoves();
        if (up.optimal() || k <= game.movesLowerBound()) {
            return outcome(up.moves(), k, true, k, null);
        }
        return descend(up.moves(), k, up.lowerBound());
    }

    /**
     * Asks SAT for plans of fewer object moves than the best in hand, down to {@code proved} (a bound already
     * known): refuted means the best plan is optimal.
     */
    Outcome descend(String planMoves, int planLength, int proved) {
        descentBest = planMoves;
        descentLength = planLength;
        try {
            return descendWithin(proved);
        } catch (OutOfMemoryError e) {
            // the formula and the solver went with the frame that held them; the best plan and the bound still stand
            return outcome(descentBest, descentLength, false, proved, "out of memory while descending from "
                    + descentLength + " moves");
        }
    }

    private Outcome descendWithin(int proved) {
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
                    return outcome(descentBest, descentLength, false, proved, sat.stopReason() + " while building "
                            + horizon + " steps");
                }
                goal = f.goal(horizon);
            } catch (StoppedException e) {
                return outcome(descentBest, descentLength, false, proved, sat.stopReason() + " while building "
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
                    return outcome(descentBest, descentLength, true, descentLength, null);
                }
                if (status != SatStatus.SAT) {
                    return outcome(descentBest, descentLength, false, proved, sat.stopReason() + " while asking for " + j
                            + " moves");
                }
                best = f.plan(horizon);
                Plan found = fewerMoves(checked(best), objectMoves(best));
                descentBest = found.moves();
                descentLength = found.objectMoves();
                listener.soFar(descentBest, descentLength, proved);
                j = descentLength - 1;
            }
            return outcome(descentBest, descentLength, true, descentLength, null);
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

    Outcome outcome(String moves, int count, boolean optimal, int lowerBound, String stopped) {
        return new Outcome(moves, count, optimal, lowerBound, stopped, sat.calls(), sat.solverNanos(), sat.variables(),
                sat.clauses(), searchStates, searchCut, searchPatterns, false, searchNodes);
    }

    /** The proof that no plan exists: no bound, {@code why} saying how. */
    Outcome none(String why) {
        return new Outcome(null, -1, false, 0, why, sat.calls(), sat.solverNanos(), sat.variables(), sat.clauses(),
                searchStates, searchCut, searchPatterns, true, searchNodes);
    }
}
