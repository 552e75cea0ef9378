package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.SokobanLevel;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.gridpuzzle.domain.Sokoban;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.sokoban.internal.fess.FessGame;
import org.gridpuzzle.domain.sokoban.internal.fess.FessOptions;
import org.gridpuzzle.domain.SharedTestData;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * FESS alone ({@link FessSearch}) against the CoG 2020 paper's Table I, by node counts under a cap (no clock: the same
 * on any machine). Gate G2 of issue #68 asks each of the 38 XSokoban levels the paper solves in at most 60 nodes
 * within max(4 × the paper's nodes, 100), and XSokoban 1 within 15 by advised moves alone; the levels below are those
 * reached so far, held as a ratchet (the list
 * grows as the engine gets closer to the paper; docs/planning.md has the trial of all 90). Mutations it must catch:
 * ties inside a cell by node id alone (the score dropped). Skipped without {@code ../shared}.
 */
class FessTableTest {

    /** The levels of paper E at most 60 solved within max(4E, 100) today (19 of the 38). */
    private static final int[] REACHED = {1, 2, 3, 4, 5, 12, 42, 51, 53, 58, 60, 64, 65, 78, 80, 82, 83, 84, 86};

    private static List<SokobanLevel> levels;
    private static Map<Integer, Integer> paper;

    @BeforeAll
    static void read() throws IOException {
        Path dir = SharedTestData.folder("sokoban").resolve("xsokoban90");
        levels = XsbLevels.parse(Files.readString(dir.resolve("levels.xsb"), Charset.forName("windows-1252")));
        paper = FessTableTrial.paper(dir.resolve("fess-table-i.tsv"));
    }

    @Test
    void the_reached_levels_of_table_i_within_four_times_the_papers_nodes() {
        for (int k : REACHED) {
            SokobanSearch.Result r = run(k, UnaryOperator.identity());
            assertThat(r.moves()).as("XSokoban %d within %d nodes", k, cap(k)).isNotNull();
            assertThat(Sokoban.solves(levels.get(k - 1), r.moves())).as("XSokoban %d replayed", k).isTrue();
            assertThat(r.expanded()).as("XSokoban %d", k).isLessThanOrEqualTo(cap(k));
        }
    }

    @Test
    void xsokoban_1_by_advised_moves_alone() {
        FessSearch.Run run = FessSearch.run(new SokobanRoom(levels.get(0)), Limits.none(),
                FessOptions.paper().withMaxNodes(100), FessRules.draft());
        assertThat(run.fess().solved()).isTrue();
        // the paper: 12 nodes, 9 moves, every one advised
        assertThat(run.fess().solution().length()).isEqualTo(9);
        assertThat(run.fess().solution().weight()).isZero();
        assertThat(run.result().expanded()).isLessThanOrEqualTo(15); // 13 today
    }

    @Test
    void ties_by_node_id_alone_lose_levels() {
        int solved = 0;
        for (int k : REACHED) {
            solved += run(k, FessTableTest::scoreless).moves() != null ? 1 : 0;
        }
        assertThat(solved).isLessThan(REACHED.length);
    }

    private static SokobanSearch.Result run(int k, UnaryOperator<FessGame> seen) {
        return FessSearch.run(new SokobanRoom(levels.get(k - 1)), Limits.none(),
                FessOptions.paper().withMaxNodes(cap(k)), FessRules.draft(), seen).result();
    }

    private static long cap(int k) {
        return Math.max(4L * paper.get(k), 100);
    }

    /** The game with every move's score 0: ties inside a cell then fall to the order of listing. */
    private static FessGame scoreless(FessGame game) {
        return new ForwardingGame(game) {
            @Override
            public void listMoves(int state, MoveSink sink) {
                super.listMoves(state, (child, cell, weight, score, advisor) -> sink.move(child, cell, weight, 0,
                        advisor));
            }
        };
    }
}
