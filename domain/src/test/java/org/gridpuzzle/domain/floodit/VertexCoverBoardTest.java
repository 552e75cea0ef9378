package org.gridpuzzle.domain.floodit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.gridpuzzle.domain.floodit.reduction.VertexCoverBoard;
import org.gridpuzzle.domain.floodit.twobyn.FreeTwoRowSolver;
import org.gridpuzzle.domain.search.Limits;
import org.junit.jupiter.api.Test;

/**
 * The Vertex-Cover boards on every graph with 2 to 4 vertices and at least one edge: the Lemma 4.2
 * flooding of a minimum cover replays in N + τ(G) moves; where the palette is small enough for the 2×n
 * programme in a unit test (one edge, up to 3 vertices), it confirms m(B_G) = N + τ(G) exactly, i.e. the board floods in N + k
 * moves for k = τ and not for k = τ − 1.
 */
class VertexCoverBoardTest {

    @Test
    void every_small_graph_floods_in_n_plus_its_cover_number() {
        check(6, 1);
    }

    /** All single-edge graphs on up to 4 vertices judged by the programme (palettes up to 10): ~40 s. */
    @Test
    @org.junit.jupiter.api.Tag("heavy")
    void with_the_programme_judging_every_single_edge_graph() {
        check(12, 1 + 3 + 6);
    }

    private static void check(int judgedPalette, int expectJudged) {
        int graphs = 0;
        int judged = 0;
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
                List<Move> flooding = vc.strategy(minimumCoverSet(vertices, edges, tau));
                assertThat(flooding).hasSize(vc.baseMoves() + tau);
                Replay.Result replay = Replay.play(vc.board().graph(), Mode.FREE, 0, flooding, OptionalInt.empty());
                assertThat(replay.error()).isNull();
                assertThat(replay.flooded()).as(vc.toString()).isTrue();
                if (vc.board().palette() <= judgedPalette) {
                    int exact = new FreeTwoRowSolver().solveAll(vc.board(), Limits.none()).stream()
                            .mapToInt(FreeSolution::length).min().orElseThrow();
                    assertThat(exact).as(vc.toString()).isEqualTo(vc.baseMoves() + tau);
                    judged++;
                }
                graphs++;
            }
        }
        assertThat(graphs).isEqualTo(1 + 7 + 63);
        assertThat(judged).isEqualTo(expectJudged);
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
