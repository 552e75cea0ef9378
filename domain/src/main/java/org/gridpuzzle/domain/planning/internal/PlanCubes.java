package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.FloorMap;
import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanAction;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.StoppedException;

/**
 * Cube-and-conquer for the sequential formulas: f(T) split by the first object moves of its plans.
 * <p>
 * The rule: the legal starts of a plan (by the game's own rules, the ones every plan is replayed by) are refined
 * breadth-first. The shallowest start is replaced by each legal move after it, and, when the formula has idle steps
 * and the start already solves the level, by itself ending the plan; this until there are at least N starts or none
 * is shorter than T. Two starts of the same length that reach the same position (objects and agent) have the same
 * futures in f(T), so only the first is kept. A cube assumes its start's actions (and idle steps after an ending
 * start): f(T) has a plan exactly when one of the cubes has, so f(T) is refuted exactly when every cube is.
 * <p>
 * The cubes of a split are numbered in the order found; {@link #bucket} deals them round-robin to the jobs that solve
 * them, so that each job gets starts of every depth.
 */
public final class PlanCubes {

    /** The most cubes a split makes: each costs a state in memory while the split runs. */
    public static final int MAX_CUBES = 1 << 16;

    /**
     * One cube: the object move of each of the first steps (indices into {@link GameEncoding#moves()}).
     *
     * @param ends the plan ends after these moves: every later step is idle
     */
    public record Cube(int[] actions, boolean ends) {

        public Cube {
            actions = actions.clone();
        }

        /** The start's moves by their indices into {@link GameEncoding#moves()} (a copy). */
        @Override
        public int[] actions() {
            return actions.clone();
        }

        public int length() {
            return actions.length;
        }

        /** The start's moves themselves. */
        public List<PlanAction> moves(GameEncoding game) {
            return PlanCubes.moves(actions, game.moves());
        }

        /** The cube as assumptions on a sequential formula with at least {@link #length()} steps. */
        int[] literals(PlanFormula f) {
            int[] out = Arrays.copyOf(actions, actions.length + (ends ? 1 : 0));
            for (int s = 0; s < actions.length; s++) {
                out[s] = f.action(s + 1, actions[s]);
            }
            if (ends) {
                out[actions.length] = f.noop(actions.length + 1);
            }
            return out;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Cube c && c.ends == ends && Arrays.equals(c.actions, actions);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(actions) * 31 + (ends ? 1 : 0);
        }

        @Override
        public String toString() {
            return Arrays.toString(actions) + (ends ? " then idle" : "");
        }
    }

    private PlanCubes() {
    }

    /**
     * The cubes of f(horizon).
     *
     * @param wanted at least this many cubes where the level has that many different starts (1 to {@link #MAX_CUBES})
     * @param idleSteps whether the formula has idle steps (at most T moves) or not (exactly T)
     * @throws StoppedException when the budget runs out first
     * @throws org.gridpuzzle.domain.search.MemoryBudgetException when the starts would not fit the memory budget
     */
    public static List<Cube> split(GameEncoding game, int horizon, int wanted, boolean idleSteps, Budget budget) {
        if (wanted < 1 || wanted > MAX_CUBES) {
            throw new IllegalArgumentException("the cubes must number 1 to " + MAX_CUBES + ", not " + wanted);
        }
        // the starts and one depth's positions, each a few arrays over the floor: refused before they are made
        long perStart = 64L + 8L * game.floor().size();
        budget.limits().checkMemory("a split into " + wanted + " cubes", 2 * (wanted + (long) game.moves().size())
                * perStart);
        return new Splitter<>(game, game.rules(), horizon, idleSteps, budget).split(wanted);
    }

    /**
     * The cubes a cube job asks about ({@link PlanOptions.Cubing} with a horizon, idle steps allowed): its share of the
     * split, or the whole split for job 0.
     */
    static List<Cube> of(GameEncoding game, PlanOptions.Cubing cubing, Budget budget) {
        List<Cube> cubes = split(game, cubing.horizon(), cubing.count(), true, budget);
        return cubing.job() == 0 ? cubes : bucket(cubes, cubing.job(), cubing.count());
    }

    /** The cubes of job {@code job} (1-based) of {@code jobs}: every jobs-th cube from the job-th. */
    public static List<Cube> bucket(List<Cube> cubes, int job, int jobs) {
        if (jobs < 1 || job < 1 || job > jobs) {
            throw new IllegalArgumentException("cube job " + job + " of " + jobs);
        }
        List<Cube> out = new ArrayList<>();
        for (int i = job - 1; i < cubes.size(); i += jobs) {
            out.add(cubes.get(i));
        }
        return out;
    }

    /** A start of a plan and where it leaves the level. */
    private record Start<S>(int[] actions, S state) {
    }

    /** The breadth-first refinement over one game's states. */
    private static final class Splitter<S> {

        private final GameEncoding game;
        private final PlanRendering.Rules<S> rules;
        private final FloorMap floor;
        private final List<PlanAction> moves;
        private final int horizon;
        private final boolean idleSteps;
        private final Budget budget;

        @SuppressWarnings("unchecked")
        Splitter(GameEncoding game, PlanRendering.Rules<?> rules, int horizon, boolean idleSteps, Budget budget) {
            this.game = game;
            this.rules = (PlanRendering.Rules<S>) rules;
            this.floor = game.floor();
            this.moves = game.moves();
            this.horizon = horizon;
            this.idleSteps = idleSteps;
            this.budget = budget;
        }

        List<Cube> split(int wanted) {
            Deque<Start<S>> open = new ArrayDeque<>();
            List<Cube> ended = new ArrayList<>();
            open.add(new Start<>(new int[0], rules.start()));
            int depth = 0;
            Set<S> seen = new HashSet<>();
            while (!open.isEmpty() && open.size() + ended.size() < wanted && open.peekFirst().actions().length < horizon) {
                Start<S> s = open.pollFirst();
                if (s.actions().length > depth) {
                    depth = s.actions().length;
                    seen.clear(); // the queue holds one depth after another: only the same depth can repeat a position
                }
                if (!budget.check()) {
                    throw new StoppedException(budget.stopReason());
                }
                if (idleSteps && solves(s.actions())) {
                    ended.add(new Cube(s.actions(), true));
                }
                for (int k = 0; k < moves.size(); k++) {
                    S next = play(s.state(), moves.get(k));
                    if (next != null && seen.add(next)) {
                        int[] a = Arrays.copyOf(s.actions(), s.actions().length + 1);
                        a[a.length - 1] = k;
                        open.addLast(new Start<>(a, next));
                    }
                }
            }
            List<Cube> cubes = new ArrayList<>(ended);
            open.forEach(s -> cubes.add(new Cube(s.actions(), false)));
            return cubes;
        }

        /**
         * The state after move m, or null when m is not legal here (its pushing cell unreachable, blocked, or no
         * object in front of it: a step into a free cell is a walk, and a start of walks is no start of a plan).
         */
        private S play(S s, PlanAction m) {
            int from = floor.cell(m.from());
            if (rules.walk().apply(s, from) == null) {
                return null;
            }
            S before = rules.withAgent().apply(s, from);
            S next = rules.step().apply(before, m.dir());
            // a push and a pop from the same cell differ in where they leave the agent
            if (next == null || rules.agent().applyAsInt(next) != floor.cell(m.agentAfter())) {
                return null;
            }
            return rules.withAgent().apply(next, from).equals(before) ? null : next;
        }

        private boolean solves(int[] actions) {
            return game.solves(PlanRendering.render(PlanCubes.moves(actions, moves), floor, rules));
        }
    }

    private static List<PlanAction> moves(int[] actions, List<PlanAction> all) {
        List<PlanAction> out = new ArrayList<>(actions.length);
        for (int k : actions) {
            out.add(all.get(k));
        }
        return out;
    }
}
