package org.gridpuzzle.domain.sokoban.internal.fess;

import static org.assertj.core.api.Assertions.assertThat;

import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.junit.jupiter.api.Test;

/**
 * The engine's rules on small synthetic games ({@link GraphGame}), each test with exact orders and counts: [CoG]
 * Fig. 3's worked example, the accumulated weight and its ties, the draft's best ancestor, Festival's two options.
 */
class FessEngineTest {

    static final int B = 1;
    static final int A = 2;
    static final int C = 3;

    static FessEngine started(GraphGame game, FessOptions options) {
        FessEngine engine = new FessEngine(game, options, MemoryAccount.open("test", 1L << 28));
        engine.start(Limits.none().start());
        return engine;
    }

    /**
     * [CoG] Fig. 3: cell A holds node 7 (a move of weight 3 left), cell B the root 0 (move 19) and node 5 (move 25),
     * cell C node 17 (moves 8 and 11; C is nearest the goal). The tree is grown to that point by three visits to B,
     * then a pass over A, B and C adds nodes of weight 10, 19 and 25 in that order.
     */
    @Test
    void the_worked_example_of_fig_3_adds_nodes_of_weight_10_19_and_25() {
        GraphGame game = new GraphGame().root(0, B, 0);
        game.edge(0, 5, B, 5, 0).edge(0, 7, A, 7, 0).edge(0, 190, B, 19, 0);
        game.edge(5, 17, C, 12, 0).edge(5, 300, B, 25, 0);
        game.edge(7, 10, A, 3, 0);
        game.edge(17, 25, C, 8, 0).edge(17, 28, C, 11, 0);
        game.endless = true;
        FessEngine engine = started(game, FessOptions.paper());

        int n5 = engine.visit(engine.slotOf(B));
        int n7 = engine.visit(engine.slotOf(B));
        int n17 = engine.visit(engine.slotOf(B));
        assertThat(new int[] {engine.stateOf(n5), engine.stateOf(n7), engine.stateOf(n17)}).containsExactly(5, 7, 17);
        assertThat(new int[] {engine.weightOf(n5), engine.weightOf(n7), engine.weightOf(n17)}).containsExactly(5, 7, 17);
        assertThat(new int[] {engine.cellOf(n5), engine.cellOf(n7), engine.cellOf(n17)}).containsExactly(B, A, C);

        int fromA = engine.visit(engine.slotOf(A));
        int fromB = engine.visit(engine.slotOf(B));
        int fromC = engine.visit(engine.slotOf(C));
        assertThat(new int[] {engine.weightOf(fromA), engine.weightOf(fromB), engine.weightOf(fromC)})
                .containsExactly(10, 19, 25);
        assertThat(new int[] {engine.stateOf(fromA), engine.stateOf(fromB), engine.stateOf(fromC)})
                .containsExactly(10, 190, 25);
        assertThat(engine.counts().nodes()).isEqualTo(7);
        assertThat(engine.counts().visits()).isEqualTo(6);
        assertThat(engine.counts().cells()).isEqualTo(3);
    }

    /** The key is the node's weight plus its next move's: neither the node's weight alone nor the move's alone. */
    @Test
    void a_cell_plays_the_least_accumulated_weight() {
        // root 0 (next move 9) against node 2 of weight 2 (next move 1): 3 < 9, though the root weighs less
        GraphGame light = new GraphGame().root(0, B, 0).edge(0, 2, B, 2, 0).edge(0, 9, B, 9, 0).edge(2, 21, B, 1, 0);
        light.cellsCompare = false;
        light.endless = true;
        FessEngine one = started(light, FessOptions.paper());
        one.step();
        assertThat(one.stateOf(one.step())).isEqualTo(21);

        // root 0 (next move 6) against node 5 of weight 5 (next move 2): 6 < 7, though the move weighs more
        GraphGame heavy = new GraphGame().root(0, B, 0).edge(0, 5, B, 5, 0).edge(0, 6, B, 6, 0).edge(5, 52, B, 2, 0);
        heavy.cellsCompare = false;
        heavy.endless = true;
        FessEngine two = started(heavy, FessOptions.paper());
        two.step();
        int next = two.step();
        assertThat(two.stateOf(next)).isEqualTo(6);
        assertThat(two.weightOf(next)).isEqualTo(6);
    }

    /** Equal weights: the better score of the move's result first, whichever node it belongs to; then the oldest node. */
    @Test
    void ties_go_to_the_better_result_then_to_the_older_node() {
        GraphGame moves = new GraphGame().root(0, B, 0).edge(0, 1, B, 1, 10).edge(0, 2, B, 1, 20);
        moves.endless = true;
        FessEngine first = started(moves, FessOptions.paper());
        assertThat(first.stateOf(first.step())).isEqualTo(2);

        // node 1 (newer) has the better next result at the same key: it goes before the root
        GraphGame nodes = new GraphGame().root(0, B, 0).edge(0, 1, B, 0, 5).edge(0, 9, B, 1, 1).edge(1, 11, B, 1, 9);
        nodes.cellsCompare = false;
        nodes.endless = true;
        FessEngine second = started(nodes, FessOptions.paper());
        second.step();
        assertThat(second.stateOf(second.step())).isEqualTo(11);

        // the same key and score: the older node (the root) first
        GraphGame same = new GraphGame().root(0, B, 0).edge(0, 1, B, 0, 5).edge(0, 9, B, 1, 3).edge(1, 11, B, 1, 3);
        same.cellsCompare = false;
        same.endless = true;
        FessEngine third = started(same, FessOptions.paper());
        third.step();
        assertThat(third.stateOf(third.step())).isEqualTo(9);
    }

    /** (packed, regions) as one int, higher is better: more packed, then fewer regions. */
    static int cell(int packed, int regions) {
        return packed * 100 + 50 - regions;
    }

    /**
     * [Draft] §3, "Restricting the number of cells": from (2,5) a move to (2,6) makes no cell (2,6); the child stays in
     * (2,5) with the heavier weight and competes there, and so do its worse children, while a better child, (3,6),
     * opens its own cell.
     */
    @Test
    void a_worse_child_stays_in_its_best_ancestors_cell_with_the_heavier_weight() {
        GraphGame game = new GraphGame().root(0, cell(2, 5), 0);
        game.edge(0, 1, cell(2, 6), 1, 50).edge(0, 2, cell(2, 5), 1, 40);
        game.edge(1, 11, cell(2, 7), 1, 20).edge(1, 12, cell(3, 6), 1, 10);
        game.leaf(11).leaf(12);
        game.endless = true;
        FessEngine engine = started(game, FessOptions.paper());

        int worse = engine.step();
        assertThat(engine.stateOf(worse)).isEqualTo(1);
        assertThat(engine.cellOf(worse)).isEqualTo(cell(2, 5));
        assertThat(engine.weightOf(worse)).isEqualTo(1);
        assertThat(engine.slotOf(cell(2, 6))).isEqualTo(-1);
        // it competes with its heavier weight: the root's second move (0 + 1) goes before its own (1 + 1)
        assertThat(engine.stateOf(engine.step())).isEqualTo(2);
        int worseStill = engine.step();
        assertThat(engine.stateOf(worseStill)).isEqualTo(11);
        assertThat(engine.cellOf(worseStill)).isEqualTo(cell(2, 5));
        assertThat(engine.weightOf(worseStill)).isEqualTo(2);
        int better = engine.step();
        assertThat(engine.stateOf(better)).isEqualTo(12);
        assertThat(engine.cellOf(better)).isEqualTo(cell(3, 6));
        assertThat(engine.counts().cells()).isEqualTo(2);
    }

    /** Festival's rule: the cell of the best score on the path, even where the cells compare the other way. */
    @Test
    void by_score_a_node_takes_the_cell_of_the_best_scored_position_on_its_path() {
        GraphGame game = new GraphGame().root(0, 1, 100).edge(0, 1, 5, 0, 50).edge(1, 2, 0, 0, 200);
        game.endless = true;
        FessEngine byCell = started(game, FessOptions.paper());
        assertThat(byCell.cellOf(byCell.step())).isEqualTo(5);
        assertThat(byCell.cellOf(byCell.step())).isEqualTo(5);

        FessEngine byScore = started(game, FessOptions.paper().withAncestorByScore(true));
        assertThat(byScore.cellOf(byScore.step())).isEqualTo(1);
        assertThat(byScore.cellOf(byScore.step())).isEqualTo(0);
    }

    /** Festival: a position with at most two moves gives its first weight 0; with three, nothing changes. */
    @Test
    void with_two_moves_free_the_first_of_at_most_two_moves_weighs_nothing() {
        GraphGame two = new GraphGame().root(0, B, 0).edge(0, 1, B, 1, 0).edge(0, 2, B, 1, 0);
        two.endless = true;
        FessEngine free = started(two, FessOptions.paper().withTwoMovesFree(true));
        assertThat(free.weightOf(free.step())).isZero();
        FessEngine paid = started(two, FessOptions.paper());
        assertThat(paid.weightOf(paid.step())).isEqualTo(1);

        GraphGame three = new GraphGame().root(0, B, 0).edge(0, 1, B, 1, 0).edge(0, 2, B, 1, 0).edge(0, 3, B, 1, 0);
        three.endless = true;
        FessEngine many = started(three, FessOptions.paper().withTwoMovesFree(true));
        assertThat(many.weightOf(many.step())).isEqualTo(1);
    }

    /**
     * The best node is judged by the game's rank, by default the score its move was listed with; the rank does not
     * change the order moves are played in (the score does).
     */
    @Test
    void the_best_node_is_the_one_of_greatest_rank() {
        GraphGame byScore = new GraphGame().root(0, B, 0);
        byScore.edge(0, 1, B, 1, 10).edge(0, 2, B, 1, 5).leaf(1).leaf(2);
        FessResult plain = started(byScore, FessOptions.paper()).run(Limits.none().start());
        assertThat(plain.exhausted()).isTrue();
        assertThat(plain.best().last()).isEqualTo(1);

        GraphGame ranked = new GraphGame().root(0, B, 0);
        ranked.edge(0, 1, B, 1, 10).edge(0, 2, B, 1, 5).leaf(1).leaf(2);
        ranked.ranks.put(2, 100L);
        FessResult result = started(ranked, FessOptions.paper()).run(Limits.none().start());
        assertThat(result.best().last()).isEqualTo(2);
        assertThat(result.best().states()).containsExactly(0, 2);
        assertThat(ranked.played).as("played by score all the same").containsExactly(1, 2);
    }

    /** The solution's path, its advisors and weight; the solved position is not a node (its moves are not listed). */
    @Test
    void a_solution_is_the_path_of_moves_from_the_root() {
        GraphGame game = new GraphGame().root(0, B, 0);
        game.edge(0, new GraphGame.Edge(1, B, 0, 5, 3, false)).edge(0, 2, B, 1, 0);
        game.edge(1, new GraphGame.Edge(7, C, 1, 9, FessGame.NO_ADVISOR, false)).leaf(2);
        game.goal(7);
        FessResult result = started(game, FessOptions.paper()).run(Limits.none().start());
        assertThat(result.solved()).isTrue();
        assertThat(result.solution().states()).containsExactly(0, 1, 7);
        assertThat(result.solution().children()).containsExactly(1, 7);
        assertThat(result.solution().advisors()).containsExactly(3, FessGame.NO_ADVISOR);
        assertThat(result.solution().weight()).isEqualTo(1);
        assertThat(result.counts().nodes()).isEqualTo(2);

        FessResult atOnce = started(new GraphGame().root(4, B, 0).goal(4), FessOptions.paper())
                .run(Limits.none().start());
        assertThat(atOnce.solution().length()).isZero();
        assertThat(atOnce.counts().nodes()).isZero();
    }
}
