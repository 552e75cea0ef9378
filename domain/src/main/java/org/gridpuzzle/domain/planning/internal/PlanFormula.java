package org.gridpuzzle.domain.planning.internal;

import org.gridpuzzle.domain.planning.FloorMap;
import org.gridpuzzle.domain.planning.PlanAction;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.reachability.internal.ConditionalReachability;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sat.internal.BudgetedSink;
import org.gridpuzzle.domain.sat.internal.Cardinality;
import org.gridpuzzle.domain.sat.internal.CountingSink;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.search.Budget;

/**
 * f(T) for a game, grown one step at a time in one solver so that an incremental back-end keeps what it
 * learnt: {@link #extendTo} adds steps, {@link #goal} gives a literal that asks for the goal at time t
 * (solve under it as an assumption), {@link #noop} one that leaves step t and every later step idle.
 * <p>
 * The agent stands on exactly one floor cell per time. A step is, by {@link PlanMode}:
 * <ul>
 *   <li>AGENT_MOVES: exactly one agent move (a walk onto a free cell, or an object move from where the
 *       agent stands);</li>
 *   <li>SEQUENTIAL: exactly one object move; the agent must be able to walk to its pushing cell over cells
 *       free at t−1 ({@link ConditionalReachability} with the chosen encoding); exact;</li>
 *   <li>PARALLEL: one or more object moves touching pairwise different cells; in a step of several moves
 *       each pushing cell is reachable over cells free both before and after the step, and no object
 *       lands where the agent stood. Then the moves play in any order (a walk never needs a cell that an
 *       object enters or leaves during the step); the one that leaves the agent where the formula puts
 *       it goes last. A step of one move is exactly a sequential step, so every sequential plan of k
 *       moves is a parallel plan of k steps: refuting T parallel steps refutes T moves.</li>
 * </ul>
 * With no-ops a step may be idle; idle steps come last (an idle step is followed by idle steps), so
 * "at most T moves" is one assumption. Frame axioms are explanatory: a cell changes only if a move
 * touching it is chosen.
 */
final class PlanFormula {

    private final GameEncoding game;
    private final PlanMode mode;
    private final EncodingKind reach;
    private final boolean noops;
    private final boolean implied;
    private final SatSolver solver;
    private final CountingSink sink;
    private final List<PlanAction> actions = new ArrayList<>();
    private final List<int[]> agent = new ArrayList<>();
    private final List<int[]> act = new ArrayList<>();
    private final List<Integer> idle = new ArrayList<>();
    private final Map<Integer, Integer> goals = new HashMap<>();

    /**
     * @param building when not null, every clause counts against it, so that building a large formula (a long horizon,
     *     the implied goal constraints) keeps the limits: once it is spent the next clause throws
     *     {@link org.gridpuzzle.domain.search.StoppedException}
     */
    public PlanFormula(GameEncoding game, PlanMode mode, EncodingKind reach, boolean noops, boolean implied,
            SatSolver solver, Budget building) {
        this.game = game;
        this.mode = mode;
        this.reach = reach;
        this.noops = noops;
        this.implied = implied;
        this.solver = solver;
        this.sink = new CountingSink(building == null ? solver : new BudgetedSink(solver, building));
        actions.addAll(game.moves());
        if (mode == PlanMode.AGENT_MOVES) {
            FloorMap floor = game.floor();
            for (int p = 0; p < floor.size(); p++) {
                for (Direction d : Direction.values()) {
                    int c = floor.next(p, d);
                    if (c >= 0) {
                        actions.add(new PlanAction(PlanAction.Kind.WALK, p, c, -1, d));
                    }
                }
            }
        }
        declareTime(0);
        int[] a0 = agent.get(0);
        for (int i = 0; i < a0.length; i++) {
            sink.addClause(i == game.startAgent() ? a0[i] : -a0[i]);
        }
        act.add(new int[0]);
        idle.add(0);
    }

    private void declareTime(int t) {
        game.declare(t, sink);
        int[] a = new int[game.floor().size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = sink.newVariable();
        }
        Cardinality.exactlyOne(sink, a);
        agent.add(a);
        if (implied) {
            game.implied(t, sink);
        }
    }

    public int horizon() {
        return agent.size() - 1;
    }

    public PlanMode mode() {
        return mode;
    }

    public void extendTo(int steps) {
        while (horizon() < steps) {
            step(horizon() + 1);
        }
    }

    /** A literal that implies the goal at time t (t ≤ horizon). */
    public int goal(int t) {
        return goals.computeIfAbsent(t, k -> {
            int g = sink.newVariable();
            game.goal(k, g, sink);
            if (implied) {
                game.impliedByGoal(k, g, mode != PlanMode.PARALLEL, sink);
            }
            return g;
        });
    }

    /** A literal that makes step t and all later steps idle (formulas with no-ops only). */
    public int noop(int t) {
        if (!noops) {
            throw new IllegalStateException("this formula has no no-op steps");
        }
        return idle.get(t);
    }

    /** The literal of action k (an index into the game's moves, or the agent's walks after them) at step t. */
    public int action(int t, int k) {
        return act.get(t)[k];
    }

    public int variables() {
        return solver.variableCount();
    }

    public long clauses() {
        return sink.clauses();
    }

    private void step(int t) {
        FloorMap floor = game.floor();
        int f = floor.size();
        declareTime(t);
        int[] a = new int[actions.size()];
        for (int k = 0; k < a.length; k++) {
            a[k] = sink.newVariable();
        }
        act.add(a);
        int[] before = agent.get(t - 1);
        int[] after = agent.get(t);
        int none = 0;
        if (noops) {
            none = sink.newVariable();
            int[] any = new int[a.length + 1];
            System.arraycopy(a, 0, any, 1, a.length);
            any[0] = none;
            sink.addClause(any);
            for (int x : a) {
                sink.addClause(-none, -x);
            }
            if (t > 1) {
                sink.addClause(-idle.get(t - 1), none);
            }
            for (int i = 0; i < f; i++) {
                sink.addClause(-none, -before[i], after[i]);
            }
        } else {
            Cardinality.atLeastOne(sink, a);
        }
        idle.add(none);
        if (mode != PlanMode.PARALLEL) {
            Cardinality.atMostOne(sink, a);
        }
        List<List<Integer>> touching = new ArrayList<>();
        List<List<Integer>> leavesAgentOn = new ArrayList<>();
        List<List<Integer>> pushingFrom = new ArrayList<>();
        for (int i = 0; i < f; i++) {
            touching.add(new ArrayList<>());
            leavesAgentOn.add(new ArrayList<>());
            pushingFrom.add(new ArrayList<>());
        }
        int[] need = new int[f];
        for (int k = 0; k < a.length; k++) {
            PlanAction m = actions.get(k);
            leavesAgentOn.get(m.agentAfter()).add(a[k]);
            if (mode != PlanMode.PARALLEL) {
                sink.addClause(-a[k], after[m.agentAfter()]);
            }
            if (m.kind() == PlanAction.Kind.WALK) {
                sink.addClause(-a[k], before[m.from()]);
                sink.addClause(-a[k], -game.occupied(t - 1, m.cell()));
                continue;
            }
            touching.get(m.cell()).add(a[k]);
            touching.get(m.to()).add(a[k]);
            game.effects(t, a[k], m, sink);
            if (mode == PlanMode.AGENT_MOVES) {
                sink.addClause(-a[k], before[m.from()]);
            } else {
                if (need[m.from()] == 0) {
                    need[m.from()] = sink.newVariable();
                }
                sink.addClause(-a[k], need[m.from()]);
                pushingFrom.get(m.from()).add(a[k]);
            }
        }
        // a cell is needed only by a chosen move (the path encoding relies on a single needed cell)
        for (int i = 0; i < f; i++) {
            if (need[i] != 0) {
                List<Integer> why = new ArrayList<>(pushingFrom.get(i));
                why.add(0, -need[i]);
                sink.addClause(why.stream().mapToInt(Integer::intValue).toArray());
            }
        }
        int single = 0;
        if (mode == PlanMode.PARALLEL) {
            single = sink.newVariable();
            Cardinality.atMostOne(Cardinality.guarded(sink, single), a);
            // the agent ends where one of the step's moves leaves it (or stays, when idle)
            for (int i = 0; i < f; i++) {
                List<Integer> why = new ArrayList<>(leavesAgentOn.get(i));
                why.add(0, -after[i]);
                if (noops) {
                    why.add(none);
                }
                sink.addClause(why.stream().mapToInt(Integer::intValue).toArray());
                Cardinality.atMostOne(sink, touching.get(i).stream().mapToInt(Integer::intValue).toArray());
                // an object lands where the agent stood only in a step of one move (walk away, then push)
                sink.addClause(-before[i], -game.occupied(t, i), single);
            }
        }
        if (mode != PlanMode.AGENT_MOVES) {
            int[] free = new int[f];
            for (int i = 0; i < f; i++) {
                int was = game.occupied(t - 1, i);
                if (mode == PlanMode.SEQUENTIAL) {
                    free[i] = -was;
                } else {
                    // free before, and after too unless the step has a single move
                    int is = game.occupied(t, i);
                    free[i] = sink.newVariable();
                    sink.addClause(-free[i], -was);
                    sink.addClause(-free[i], -is, single);
                    sink.addClause(free[i], was, is);
                    sink.addClause(free[i], was, -single);
                }
            }
            ConditionalReachability.require(reach, floor.graph(), before, free, need, mode == PlanMode.SEQUENTIAL,
                    sink);
        }
        for (int i = 0; i < f; i++) {
            game.frame(t, i, touching.get(i).stream().mapToInt(Integer::intValue).toArray(), sink);
        }
    }

    /** The plan in the last model up to time t, steps serialised (idle steps skipped). */
    public List<PlanAction> plan(int t) {
        List<PlanAction> out = new ArrayList<>();
        for (int s = 1; s <= t; s++) {
            int[] a = act.get(s);
            int[] at = agent.get(s);
            PlanAction last = null;
            for (int k = 0; k < a.length; k++) {
                if (solver.value(a[k])) {
                    PlanAction m = actions.get(k);
                    if (last == null && solver.value(at[m.agentAfter()])) {
                        last = m;
                    } else {
                        out.add(m);
                    }
                }
            }
            if (last != null) {
                out.add(last);
            }
        }
        return out;
    }
}
