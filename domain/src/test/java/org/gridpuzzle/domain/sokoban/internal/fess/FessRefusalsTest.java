package org.gridpuzzle.domain.sokoban.internal.fess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.gridpuzzle.domain.search.Limits;
import org.junit.jupiter.api.Test;

/** Moves that come back dead or known, and dead ends marked up the tree. */
class FessRefusalsTest {

    /** The root's best move is refused by the lazy test, its next is the root again, its third a new position. */
    static GraphGame refusing() {
        GraphGame game = new GraphGame().root(0, 1, 0);
        game.edge(0, new GraphGame.Edge(5, 1, 0, 30, FessGame.NO_ADVISOR, true));
        game.edge(0, 0, 1, 0, 20).edge(0, 7, 1, 0, 10).edge(0, 8, 1, 1, 0);
        game.endless = true;
        return game;
    }

    /** A dead move and a known one do not cost the cell its visit: the same visit goes on to the third move. */
    @Test
    void a_dead_or_known_move_does_not_cost_its_cell_the_visit() {
        GraphGame game = refusing();
        FessEngine engine = FessEngineTest.started(game, FessOptions.paper());
        int node = engine.step();
        assertThat(node).isGreaterThanOrEqualTo(0);
        assertThat(engine.stateOf(node)).isEqualTo(7);
        FessCounts counts = engine.counts();
        assertThat(counts.visits()).isEqualTo(1);
        assertThat(counts.movesTried()).isEqualTo(3);
        assertThat(counts.refused()).isEqualTo(1);
        assertThat(counts.known()).isEqualTo(1);
        assertThat(counts.nodes()).isEqualTo(2);
        assertThat(game.played).containsExactly(5, 0, 7);
    }

    /** A game whose moves name their results lets the engine refuse a known one without playing it. */
    @Test
    void a_known_result_listed_as_a_state_is_refused_before_it_is_played() {
        GraphGame game = refusing();
        game.listsStates = true;
        FessEngine engine = FessEngineTest.started(game, FessOptions.paper());
        assertThat(engine.stateOf(engine.step())).isEqualTo(7);
        assertThat(engine.counts().known()).isEqualTo(1);
        assertThat(game.played).isEqualTo(List.of(5, 7));
    }

    /** The retries of one visit are bounded: past the bound the visit ends, and the next goes on. */
    @Test
    void the_retries_of_a_visit_are_bounded() {
        FessEngine engine = FessEngineTest.started(refusing(), FessOptions.paper().withRetriesPerVisit(2));
        assertThat(engine.step()).isEqualTo(-1);
        assertThat(engine.stateOf(engine.step())).isEqualTo(7);
        assertThat(engine.counts().visits()).isEqualTo(2);
    }

    /**
     * Node A's moves are a refused one and a position with no move: A is dead, and so is that position, but the root
     * (a move left) is not; once B's only child is a dead end too, B and the root are dead, and the run ends with
     * every node dead and no solution.
     */
    @Test
    void dead_ends_propagate_up_the_tree() {
        GraphGame game = new GraphGame().root(0, 1, 0);
        game.edge(0, 1, 1, 0, 0).edge(0, 2, 1, 1, 0);
        game.edge(1, new GraphGame.Edge(11, 1, 0, 5, FessGame.NO_ADVISOR, true)).edge(1, 12, 1, 0, 1).leaf(12);
        game.edge(2, 21, 1, 0, 0).leaf(21);
        FessEngine engine = FessEngineTest.started(game, FessOptions.paper());
        int a = engine.step();
        int a2 = engine.step();
        assertThat(engine.stateOf(a2)).isEqualTo(12);
        assertThat(engine.isDead(a2)).isTrue();
        assertThat(engine.isDead(a)).isTrue();
        assertThat(engine.isDead(0)).isFalse();
        assertThat(engine.counts().deadNodes()).isEqualTo(2);

        int b = engine.step();
        assertThat(engine.isDead(b)).isFalse();
        FessResult result = engine.run(Limits.none().start());
        assertThat(engine.isDead(b)).isTrue();
        assertThat(engine.isDead(0)).isTrue();
        assertThat(result.exhausted()).isTrue();
        assertThat(result.counts().nodes()).isEqualTo(5);
        assertThat(result.counts().deadNodes()).isEqualTo(5);
        assertThat(result.counts().refused()).isEqualTo(1);
    }
}
