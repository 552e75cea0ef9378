package org.gridpuzzle.domain.floodit.internal;

import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.Move;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.gridpuzzle.domain.floodit.internal.tree.CaterpillarSolver;
import org.gridpuzzle.domain.floodit.internal.tworow.FreeTwoRowSolver;
import org.gridpuzzle.domain.search.Limits;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Vertex-Cover boards on every graph with 2 to 4 vertices and at least one edge: the Lemma 4.2
 * flooding of a minimum cover replays in N + τ(G) moves, and an exact judge confirms m(B_G) = N + τ(G),
 * i.e. the board floods in N + k moves for k = τ, τ + 1, … and not for k = τ − 1. The judges: the 2×n
 * programme itself where the palette allows (one edge), and on every graph the same programme on the
 * board's component graph, a caterpillar whose dominating paths are spine intervals, so that I ranges
 * over the islands' colours only ({@link CaterpillarSolver}; checked against the 2×n programme and
 * exhaustive search in its own tests).
 */
class VertexCoverBoardTest {

    @Test
    void every_small_graph_floods_in_n_plus_its_cover_number_and_no_fewer() {
        check(6, 3, 1, 1 + 7 + 6 + 15 + 20); // graphs with up to three edges judged here (~5 s)
    }

    /** All 71 graphs (K4's board: 228 columns, 100 colours, ~15 s) and every single-edge one by the 2×n programme. */
    @Test
    @Tag("heavy")
    void every_graph_is_judged_exactly() {
        check(12, 6, 1 + 3 + 6, 71);
    }

    private static void check(int programmePalette, int caterpillarEdges, int expectProgramme,
            int expectCaterpillar) {
        int graphs = 0;
        int byProgramme = 0;
        int byCaterpillar = 0;
        for (int vertices = 2; vertices <= 4; vertices++) {
            List<int[]> all = new ArrayList<>();
            for (int a = 0; a < vertices; a++) {
                for (int b = a + 1; b < vertices; b++) {
                    all.add(new int[] {a, b});
                }
            }
            for (int subset = 1; subset < 1 << all.size(); subset++) {
                List<int[]> edges = new ArrayList<>();
                for (int k = 0; k < all.size(); k++) {
                    if ((subset >>> k & 1) != 0) {
                        edges.add(all.get(k));
                    }
                }
                VertexCoverBoard vc = new VertexCoverBoard(vertices, edges);
                int tau = VertexCoverBoard.minimumCover(vertices, edges);
                int claimed = vc.baseMoves() + tau;
                List<Move> flooding = vc.strategy(minimumCoverSet(vertices, edges, tau));
                assertThat(flooding).hasSize(claimed);
                ReplayResult replay = Replay.play(vc.board().graph(), Mode.FREE, 0, flooding, OptionalInt.empty());
                assertThat(replay.error()).isNull();
                assertThat(replay.flooded()).as(vc.toString()).isTrue();
                if (vc.board().palette() <= programmePalette) {
                    int exact = new FreeTwoRowSolver().solveAll(vc.board(), Limits.none()).stream()
                            .mapToInt(FreeSolution::length).min().orElseThrow();
                    assertThat(exact).as(vc.toString()).isEqualTo(claimed);
                    byProgramme++;
                }
                if (edges.size() <= caterpillarEdges) {
                    int exact = new CaterpillarSolver().solve(vc.board().graph().contract().graph());
                    assertThat(exact).as(vc.toString()).isEqualTo(claimed);
                    byCaterpillar++;
                }
                graphs++;
            }
        }
        assertThat(graphs).isEqualTo(1 + 7 + 63);
        assertThat(byProgramme).isEqualTo(expectProgramme);
        assertThat(byCaterpillar).isEqualTo(expectCaterpillar);
    }

    private static Set<Integer> minimumCoverSet(int vertices, List<int[]> edges, int size) {
        for (int mask = 0; mask < 1 << vertices; mask++) {
            if (Integer.bitCount(mask) != size) {
                continue;
            }
            boolean covers = true;
            for (int[] e : edges) {
                covers &= (mask >>> e[0] & 1) != 0 || (mask >>> e[1] & 1) != 0;
            }
            if (covers) {
                Set<Integer> out = new HashSet<>();
                for (int v = 0; v < vertices; v++) {
                    if ((mask >>> v & 1) != 0) {
                        out.add(v);
                    }
                }
                return out;
            }
        }
        throw new IllegalStateException("no cover of size " + size);
    }
}
