package org.gridpuzzle.domain.planning;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.grid.Graph;
import org.gridpuzzle.domain.reachability.ConditionalReachability;
import org.gridpuzzle.domain.sat.Cardinality;
import org.gridpuzzle.domain.sat.SatSolver;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.SnowmanRules;
import org.gridpuzzle.domain.snowman.SnowmanState;
import org.gridpuzzle.domain.snowman.SnowmanWalks;

/**
 * f(T) for Snowman, sequential with walking abstracted: "the level can be solved in T ball moves".
 * <p>
 * Per time t = 0..T and floor cell: three ball bits (small, medium, large), snow, and where the character
 * stands. Per step t = 1..T exactly one action "move the top ball of cell c in direction d"; the character
 * must be able to walk to c − d through cells without balls at t − 1 ({@link ConditionalReachability}
 * from its cell). The action's cases follow {@link SnowmanRules}: roll a single ball into an empty cell
 * (growing on snow), stack it on a strictly larger top, or pop the top of a stack into an empty cell; a
 * finished snowman never moves. Effects fix both touched cells completely; every other cell keeps its
 * balls and snow (explanatory frame axioms: a change needs an action touching the cell). Goal at T: every
 * cell with a ball holds all three.
 */
public final class SnowmanSequentialEncoding {

    private static final int SIZES = 3;

    private final SnowmanLevel level;
    private final int steps;
    private final SatSolver solver;
    private final int[] floor;
    private final Map<Integer, Integer> index = new HashMap<>();
    private final int[][][] ball;
    private final int[][] snow;
    private final int[][] agent;
    private final List<int[]> actions = new ArrayList<>();
    private final int[][] act;

    public SnowmanSequentialEncoding(SnowmanLevel level, int steps, SatSolver solver) {
        this.level = level;
        this.steps = steps;
        this.solver = solver;
        int n = level.rows() * level.cols();
        List<Integer> cells = new ArrayList<>();
        for (int cell = 0; cell < n; cell++) {
            if (!level.wall(cell)) {
                index.put(cell, cells.size());
                cells.add(cell);
            }
        }
        floor = cells.stream().mapToInt(Integer::intValue).toArray();
        int f = floor.length;
        ball = new int[steps + 1][f][SIZES];
        snow = new int[steps + 1][f];
        agent = new int[steps + 1][f];
        for (int t = 0; t <= steps; t++) {
            for (int i = 0; i < f; i++) {
                for (int k = 0; k < SIZES; k++) {
                    ball[t][i][k] = solver.newVariable();
                }
                snow[t][i] = solver.newVariable();
                agent[t][i] = solver.newVariable();
            }
            Cardinality.atMostOne(solver, agent[t]);
        }
        for (int i = 0; i < f; i++) {
            for (Direction d : Direction.values()) {
                int c = floor[i];
                int p = c - (level.next(c, d) - c);
                int u = level.next(c, d);
                if (index.containsKey(p) && index.containsKey(u)) {
                    actions.add(new int[] {i, d.ordinal(), index.get(p), index.get(u)});
                }
            }
        }
        act = new int[steps + 1][actions.size()];
        initial();
        Graph graph = floorGraph();
        for (int t = 1; t <= steps; t++) {
            step(t, graph);
        }
        goal();
    }

    private void initial() {
        SnowmanState s = level.start();
        for (int i = 0; i < floor.length; i++) {
            int b = s.balls(floor[i]);
            for (int k = 0; k < SIZES; k++) {
                solver.addClause((b >>> k & 1) != 0 ? ball[0][i][k] : -ball[0][i][k]);
            }
            solver.addClause(s.snow(floor[i]) ? snow[0][i] : -snow[0][i]);
            solver.addClause(floor[i] == s.agent() ? agent[0][i] : -agent[0][i]);
        }
    }

    private Graph floorGraph() {
        Graph.Builder b = Graph.builder(floor.length);
        for (int i = 0; i < floor.length; i++) {
            for (Direction d : new Direction[] {Direction.RIGHT, Direction.DOWN}) {
                Integer j = index.get(level.next(floor[i], d));
                if (j != null) {
                    b.addEdge(i, j);
                }
            }
        }
        return b.build();
    }

    private void step(int t, Graph graph) {
        int f = floor.length;
        for (int a = 0; a < actions.size(); a++) {
            act[t][a] = solver.newVariable();
        }
        Cardinality.exactlyOne(solver, act[t]);
        // Walking: the pushing cell must be reachable over cells without balls at t - 1.
        int[] free = new int[f];
        int[] need = new int[f];
        for (int i = 0; i < f; i++) {
            free[i] = solver.newVariable();
            need[i] = solver.newVariable();
            int[] b = ball[t - 1][i];
            solver.addClause(-free[i], -b[0]);
            solver.addClause(-free[i], -b[1]);
            solver.addClause(-free[i], -b[2]);
            solver.addClause(free[i], b[0], b[1], b[2]);
        }
        ConditionalReachability.encode(graph, agent[t - 1], free, need, solver);
        List<List<Integer>> touching = new ArrayList<>();
        for (int i = 0; i < f; i++) {
            touching.add(new ArrayList<>());
        }
        for (int a = 0; a < actions.size(); a++) {
            int[] x = actions.get(a);
            int c = x[0];
            int p = x[2];
            int u = x[3];
            int A = act[t][a];
            touching.get(c).add(A);
            touching.get(u).add(A);
            solver.addClause(-A, need[p]);
            int[] bc = ball[t - 1][c];
            int[] bu = ball[t - 1][u];
            solver.addClause(-A, bc[0], bc[1], bc[2]);
            solver.addClause(-A, -bc[0], -bc[1], -bc[2]);
            for (int k = 0; k < SIZES; k++) {
                // premise: A, b_k at c, no smaller ball at c (k is the top)
                List<Integer> top = new ArrayList<>(List.of(A, bc[k]));
                for (int s = 0; s < k; s++) {
                    top.add(-bc[s]);
                }
                List<Integer> single = new ArrayList<>(top);
                for (int s = k + 1; s < SIZES; s++) {
                    single.add(-bc[s]);
                }
                List<Integer> uEmpty = new ArrayList<>(List.of(-bu[0], -bu[1], -bu[2]));
                // ROLL: single, u empty
                List<Integer> roll = concat(single, uEmpty);
                cellBecomes(roll, t, c, new int[] {0, 0, 0}, true);
                grownAt(roll, t, u, k);
                implies(roll, agent[t][c]);
                // STACK: single, u holds a ball (then none of size <= k)
                for (int s = 0; s < SIZES; s++) {
                    List<Integer> stack = concat(single, List.of(bu[s]));
                    for (int q = 0; q <= k; q++) {
                        implies(stack, -bu[q]);
                    }
                    cellBecomes(stack, t, c, new int[] {0, 0, 0}, true);
                    for (int q = 0; q < SIZES; q++) {
                        if (q == k) {
                            implies(stack, ball[t][u][q]);
                        } else {
                            copy(stack, ball[t - 1][u][q], ball[t][u][q]);
                        }
                    }
                    copy(stack, snow[t - 1][u], snow[t][u]);
                    implies(stack, agent[t][c]);
                }
                // POP: a larger ball under the top; u must be empty
                for (int s = k + 1; s < SIZES; s++) {
                    List<Integer> pop = concat(top, List.of(bc[s]));
                    for (int q = 0; q < SIZES; q++) {
                        implies(pop, -bu[q]);
                    }
                    for (int q = 0; q < SIZES; q++) {
                        if (q == k) {
                            implies(pop, -ball[t][c][q]);
                        } else {
                            copy(pop, ball[t - 1][c][q], ball[t][c][q]);
                        }
                    }
                    copy(pop, snow[t - 1][c], snow[t][c]);
                    grownAt(pop, t, u, k);
                    implies(pop, agent[t][p]);
                }
            }
        }
        // Frame: a cell not touched by the action keeps its balls and snow.
        for (int i = 0; i < f; i++) {
            int[] acts = touching.get(i).stream().mapToInt(Integer::intValue).toArray();
            for (int k = 0; k <= SIZES; k++) {
                int before = k < SIZES ? ball[t - 1][i][k] : snow[t - 1][i];
                int after = k < SIZES ? ball[t][i][k] : snow[t][i];
                solver.addClause(concat(new int[] {-before, after}, acts));
                solver.addClause(concat(new int[] {before, -after}, acts));
            }
        }
    }

    /** The ball that lands on u: size k, one bigger on snow (large stays large); u's snow is gone. */
    private void grownAt(List<Integer> premise, int t, int u, int k) {
        int grown = Math.min(k + 1, SIZES - 1);
        for (int q = 0; q < SIZES; q++) {
            List<Integer> onSnow = concat(premise, List.of(snow[t - 1][u]));
            List<Integer> onGrass = concat(premise, List.of(-snow[t - 1][u]));
            implies(onSnow, q == grown ? ball[t][u][q] : -ball[t][u][q]);
            implies(onGrass, q == k ? ball[t][u][q] : -ball[t][u][q]);
        }
        implies(premise, -snow[t][u]);
    }

    private void cellBecomes(List<Integer> premise, int t, int c, int[] bits, boolean keepSnow) {
        for (int q = 0; q < SIZES; q++) {
            implies(premise, bits[q] != 0 ? ball[t][c][q] : -ball[t][c][q]);
        }
        if (keepSnow) {
            copy(premise, snow[t - 1][c], snow[t][c]);
        }
    }

    private void goal() {
        for (int i = 0; i < floor.length; i++) {
            for (int k = 0; k < SIZES; k++) {
                for (int q = 0; q < SIZES; q++) {
                    if (k != q) {
                        solver.addClause(-ball[steps][i][k], ball[steps][i][q]);
                    }
                }
            }
        }
    }

    private void implies(List<Integer> premise, int conclusion) {
        int[] clause = new int[premise.size() + 1];
        for (int i = 0; i < premise.size(); i++) {
            clause[i] = -premise.get(i);
        }
        clause[premise.size()] = conclusion;
        solver.addClause(clause);
    }

    private void copy(List<Integer> premise, int from, int to) {
        implies(concat(premise, List.of(from)), to);
        implies(concat(premise, List.of(-from)), -to);
    }

    private static List<Integer> concat(List<Integer> a, List<Integer> b) {
        List<Integer> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    private static int[] concat(int[] a, int[] b) {
        int[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /** The plan of the last model: walks filled in by shortest paths, ball moves in upper case. */
    public String plan() {
        SnowmanState s = level.start();
        StringBuilder sb = new StringBuilder();
        for (int t = 1; t <= steps; t++) {
            int[] x = null;
            for (int a = 0; a < actions.size(); a++) {
                if (solver.value(act[t][a])) {
                    x = actions.get(a);
                }
            }
            Direction d = Direction.values()[x[1]];
            int p = floor[x[2]];
            String walk = SnowmanWalks.to(level, s, p);
            if (walk == null) {
                throw new IllegalStateException("step " + t + ": the model's pushing cell is not reachable");
            }
            sb.append(walk).append(Character.toUpperCase(d.letter()));
            s = SnowmanRules.step(level, s.withAgent(p), d).after();
        }
        return sb.toString();
    }
}
