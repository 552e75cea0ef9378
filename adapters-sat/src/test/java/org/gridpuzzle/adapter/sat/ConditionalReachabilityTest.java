package org.gridpuzzle.adapter.sat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.sat4j.Sat4jSolver;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.reachability.internal.ConditionalReachability;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;

/**
 * Reachability with the source and the open cells as variables, against breadth-first search, for each
 * of the three encodings: the source, the open cells and the needed targets (one, or two for the
 * replicated path encoding) are fixed by assumptions, the way a planner asks, and the formula is
 * satisfiable exactly when every needed cell can be walked to.
 */
class ConditionalReachabilityTest {

    @Property(tries = 300)
    void satisfiable_exactly_when_the_walk_exists(@ForAll @IntRange(min = 1, max = 5) int rows,
            @ForAll @IntRange(min = 1, max = 5) int cols, @ForAll EncodingKind kind, @ForAll boolean twoTargets,
            @ForAll long seed) {
        Random random = new Random(seed);
        Graph g = GridShape.of(rows, cols).orthogonalNeighbours();
        int n = g.vertexCount();
        boolean[] open = new boolean[n];
        for (int v = 0; v < n; v++) {
            open[v] = random.nextInt(3) != 0;
        }
        int s = random.nextInt(n);
        int t = random.nextInt(n);
        int t2 = twoTargets ? random.nextInt(n) : t;
        boolean[] reached = walk(g, open, s);
        boolean expected = reached[t] && reached[t2];
        try (Sat4jSolver solver = new Sat4jSolver()) {
            int[] source = new int[n];
            int[] free = new int[n];
            int[] need = new int[n];
            for (int v = 0; v < n; v++) {
                source[v] = solver.newVariable();
                free[v] = solver.newVariable();
                need[v] = solver.newVariable();
            }
            ConditionalReachability.require(kind, g, source, free, need, !twoTargets, solver);
            int[] assumptions = new int[3 * n];
            for (int v = 0; v < n; v++) {
                assumptions[3 * v] = v == s ? source[v] : -source[v];
                assumptions[3 * v + 1] = open[v] ? free[v] : -free[v];
                assumptions[3 * v + 2] = v == t || v == t2 ? need[v] : -need[v];
            }
            assertThat(solver.solve(assumptions, Limits.none())).as("%s %dx%d s=%d t=%d,%d", kind, rows, cols, s, t, t2)
                    .isEqualTo(expected ? SatStatus.SAT : SatStatus.UNSAT);
        }
    }

    /** Cells reachable from s through open cells (s itself always counts). */
    private static boolean[] walk(Graph g, boolean[] open, int s) {
        boolean[] seen = new boolean[g.vertexCount()];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        seen[s] = true;
        queue.add(s);
        while (!queue.isEmpty()) {
            int v = queue.poll();
            for (int k = g.start(v); k < g.end(v); k++) {
                int w = g.target(k);
                if (open[w] && !seen[w]) {
                    seen[w] = true;
                    queue.add(w);
                }
            }
        }
        return seen;
    }
}
