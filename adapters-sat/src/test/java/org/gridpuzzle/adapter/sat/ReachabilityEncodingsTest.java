package org.gridpuzzle.adapter.sat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.sat4j.Sat4jSolver;
import org.gridpuzzle.domain.grid.internal.Graph;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.reachability.GridMap;
import org.gridpuzzle.domain.reachability.internal.ReachabilityEncodings;
import org.gridpuzzle.domain.reachability.internal.ReachabilityEncoding;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.MemoryBudgetException;
import org.junit.jupiter.api.Test;

/** Each encoding against breadth-first search, solved by Sat4j. */
class ReachabilityEncodingsTest {

    /** A sample in the everyday build; {@code ReachabilityEncodingsIT} runs 300 tries. */
    @Property(tries = 50)
    void every_encoding_agrees_with_bfs_and_decodes_a_valid_path(@ForAll @IntRange(min = 1, max = 12) int rows,
            @ForAll @IntRange(min = 1, max = 12) int cols, @ForAll @DoubleRange(min = 0.0, max = 0.5) double walls,
            @ForAll long seed) {
        agreesWithBfs(rows, cols, walls, seed);
    }

    static void agreesWithBfs(int rows, int cols, double walls, long seed) {
        GridMap map = RandomGrids.of(rows, cols, walls, seed);
        Graph g = map.graph();
        Random random = new Random(seed);
        int s = random.nextInt(g.vertexCount());
        int t = random.nextInt(g.vertexCount());
        boolean reachable = ReachabilityEncodings.component(g, s)[t];
        int targetSide = count(ReachabilityEncodings.component(g, t));
        for (EncodingKind kind : EncodingKind.values()) {
            boolean hard = !reachable && kind != EncodingKind.PATH && targetSide > HARD_UNSAT_SIDE;
            try (Sat4jSolver solver = new Sat4jSolver()) {
                if (hard) {
                    // Refuting DAG or tree reachability into a large cut-off area is the ordering principle,
                    // hard for CDCL solvers (a 12x12 grid cut in two: 14 s with CaDiCaL for DAG; see the README):
                    // the bare encoding must never claim a path within a short limit, and with the implied
                    // distance constraints it must refute it outright.
                    ReachabilityEncodings.encode(kind, g, s, t, solver);
                    assertThat(solver.solve(Limits.none().withTimeLimit(Duration.ofMillis(100))))
                            .as("%s on %dx%d", kind, rows, cols).isNotEqualTo(SatStatus.SAT);
                    try (Sat4jSolver implied = new Sat4jSolver()) {
                        ReachabilityEncodings.encode(kind, g, s, t, implied, true);
                        assertThat(implied.solve(Limits.none())).isEqualTo(SatStatus.UNSAT);
                    }
                    continue;
                }
                boolean implied = (seed & 1) == 0;
                ReachabilityEncoding enc = ReachabilityEncodings.encode(kind, g, s, t, solver, implied);
                SatStatus status = solver.solve(Limits.none());
                assertThat(status).as("%s on %dx%d", kind, rows, cols).isEqualTo(reachable ? SatStatus.SAT : SatStatus.UNSAT);
                if (reachable) {
                    List<Integer> path = enc.path(solver.model()).orElseThrow();
                    assertValidPath(g, path, s, t);
                }
            }
        }
    }

    /** Above this many vertices on t's side, DAG and tree refutations are left to the benchmark. */
    private static final int HARD_UNSAT_SIDE = 24;

    private static int count(boolean[] set) {
        int n = 0;
        for (boolean b : set) {
            n += b ? 1 : 0;
        }
        return n;
    }

    static void assertValidPath(Graph g, List<Integer> path, int s, int t) {
        assertThat(path.get(0)).isEqualTo(s);
        assertThat(path.get(path.size() - 1)).isEqualTo(t);
        assertThat(path).doesNotHaveDuplicates();
        for (int i = 0; i + 1 < path.size(); i++) {
            assertThat(g.adjacent(path.get(i), path.get(i + 1))).isTrue();
        }
    }

    @Property(tries = 60)
    void every_tree_model_on_tiny_grids_is_the_bfs_component_with_a_real_tree(
            @ForAll @IntRange(min = 1, max = 3) int rows, @ForAll @IntRange(min = 1, max = 3) int cols,
            @ForAll @DoubleRange(min = 0.0, max = 0.4) double walls, @ForAll long seed) {
        GridMap map = RandomGrids.of(rows, cols, walls, seed);
        Graph g = map.graph();
        int s = new Random(seed).nextInt(g.vertexCount());
        boolean[] component = ReachabilityEncodings.component(g, s);
        int models = 0;
        try (Sat4jSolver solver = new Sat4jSolver()) {
            ReachabilityEncoding enc = ReachabilityEncodings.encode(EncodingKind.TREE, g, s, s, solver);
            while (solver.solve(Limits.none()) == SatStatus.SAT) {
                boolean[] model = solver.model();
                models++;
                assertThat(enc.reached(model)).isEqualTo(component);
                int[] parent = enc.parents(model).orElseThrow();
                for (int v = 0; v < g.vertexCount(); v++) {
                    if (!component[v] || v == s) {
                        assertThat(parent[v]).isEqualTo(-1);
                        continue;
                    }
                    int steps = 0;
                    for (int u = v; u != s; u = parent[u]) {
                        assertThat(parent[u]).as("parent of %d", u).isNotEqualTo(-1);
                        assertThat(g.adjacent(u, parent[u])).isTrue();
                        assertThat(++steps).isLessThanOrEqualTo(g.vertexCount());
                    }
                }
                // Block this answer (reached set and parent links): the next model must differ in it.
                List<Integer> block = new ArrayList<>();
                for (int var : enc.answerVariables()) {
                    block.add(model[var] ? -var : var);
                }
                solver.addClause(block.stream().mapToInt(Integer::intValue).toArray());
                assertThat(models).isLessThan(100_000);
            }
        }
        assertThat(models).isPositive();
    }

    @Test
    void a_dag_encoding_too_large_for_memory_is_refused_before_a_clause_is_made() {
        Graph open = GridShape.of(100, 100).orthogonalNeighbours(); // 400 M clauses: far over any heap here
        Cnf cnf = new Cnf();
        assertThatThrownBy(() -> ReachabilityEncodings.encode(EncodingKind.DAG, open, 0, 9_999, cnf))
                .isInstanceOf(MemoryBudgetException.class)
                .hasMessageContaining("the DAG encoding of 10000 cells");
        assertThat(cnf.clauseCount()).isZero();
    }
}
