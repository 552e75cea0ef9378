package org.gridpuzzle.domain.sokoban.internal.fess;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The three cell orders on one game: the root's cell 1 makes cell 2 at the first visit (an advised move to a better
 * result, the best node) and cell 3 at the third; every node keeps moves that stay in its cell, so no cell runs dry.
 */
class CellOrderTest {

    static GraphGame game() {
        GraphGame game = new GraphGame().root(0, 1, 0);
        game.edge(0, 10, 2, 0, 5).edge(0, 20, 3, 1, 1);
        for (int s = 50; s < 54; s++) {
            game.edge(0, s, GraphGame.WORST, 1, 0);
        }
        game.endless = true;
        return game;
    }

    static int[] cells(CellOrder order, int visits) {
        return cells(game(), order, visits);
    }

    static int[] cells(GraphGame game, CellOrder order, int visits) {
        FessEngine engine = FessEngineTest.started(game, FessOptions.paper().withOrder(order));
        int[] cells = new int[visits];
        for (int v = 0; v < visits; v++) {
            engine.step();
            cells[v] = engine.lastCell();
        }
        assertThat(engine.counts().visits()).isEqualTo(visits);
        assertThat(engine.counts().nodes()).isEqualTo(visits + 1);
        return cells;
    }

    /** The paper: a new cell joins the end of the round. */
    @Test
    void cyclic_visits_the_cells_in_the_order_they_were_made() {
        assertThat(cells(CellOrder.CYCLIC, 9)).containsExactly(1, 2, 1, 2, 3, 1, 2, 3, 1);
    }

    /** Cell 3, made at the third visit, is visited fourth (the cycle would take cell 2), and the round goes on. */
    @Test
    void new_first_visits_a_new_cell_next() {
        assertThat(cells(CellOrder.NEW_FIRST, 9)).containsExactly(1, 2, 1, 3, 1, 2, 3, 1, 2);
    }

    /**
     * Festival: new cells next (visits 2 and 4); otherwise odd visits go round (1, 2, 3, ...) and even ones take the
     * cell of the best node, node 10 in cell 2.
     */
    @Test
    void festival_alternates_the_round_with_the_best_nodes_cell() {
        assertThat(cells(CellOrder.FESTIVAL, 12)).containsExactly(1, 2, 1, 3, 1, 2, 2, 2, 3, 2, 1, 2);
    }

    /**
     * When the best node dies, the best living one takes its place: node A (score 9, cell 2) dies at the second
     * visit (its only move is a dead end), and from then on the even visits that are not a new cell's take the cell of
     * B (score 5, cell 3), not the round's next cell.
     */
    @Test
    void festival_turns_to_the_best_living_node_when_the_best_dies() {
        GraphGame game = new GraphGame().root(0, 1, 0);
        game.edge(0, 10, 2, 0, 9).edge(0, 20, 3, 0, 5).edge(0, 30, 4, 1, 1);
        for (int s = 50; s < 54; s++) {
            game.edge(0, s, GraphGame.WORST, 1, 0);
        }
        game.edge(10, 11, GraphGame.WORST, 0, 0).leaf(11);
        game.endless = true;
        FessEngine engine = FessEngineTest.started(game, FessOptions.paper().withOrder(CellOrder.FESTIVAL));
        int[] cells = new int[12];
        for (int v = 0; v < cells.length; v++) {
            engine.step();
            cells[v] = engine.lastCell();
        }
        assertThat(engine.isDead(1)).isTrue();
        assertThat(cells).containsExactly(1, 2, 1, 3, 1, 4, 1, 3, 3, 3, 4, 3);
    }
}
