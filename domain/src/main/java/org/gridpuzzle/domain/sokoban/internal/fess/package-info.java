/**
 * FESS (Shoham and Schaeffer's feature space search) and the parts of it that stand on their own, without the forward
 * search's state; this package depends on nothing of {@code domain.sokoban}.
 * <p>
 * <b>Where to start.</b> {@link org.gridpuzzle.domain.sokoban.internal.fess.FessEngine} is the search itself: the loop of the
 * CoG 2020 paper's Fig. 2 at the level of moves (one move per feature-cell visit, best-ancestor cells, dead ends marked
 * up the tree), run on any {@link org.gridpuzzle.domain.sokoban.internal.fess.FessGame}, the interface a direction implements
 * (its positions, their moves with weights and scores, the lazy tests on the move played), with
 * {@link org.gridpuzzle.domain.sokoban.internal.fess.FessOptions} (the paper's choices, Festival's as options:
 * {@link org.gridpuzzle.domain.sokoban.internal.fess.CellOrder}, two moves free, the best ancestor by score) and a
 * {@link org.gridpuzzle.domain.sokoban.internal.fess.FessResult} (the path, or why it stopped, and the node counts of the
 * paper's Table I). Its tables are primitive arrays: {@code FessTree}, {@code MoveLists}, {@code CellQueues}.
 * <p>
 * {@link org.gridpuzzle.domain.sokoban.internal.fess.PackingPlan} is the plan the forward search's packing feature counts, and
 * {@link org.gridpuzzle.domain.sokoban.internal.fess.ParkingSearch} finds it backwards from the solved position on a {@link
 * org.gridpuzzle.domain.sokoban.internal.fess.PlanFloor} (the floor graph alone): the engine again, on the pull-mode game {@code
 * ParkingGame}. The forward game is {@code domain.sokoban}'s {@code FessForward} (run by {@code FessSearch}); the
 * papers are the CoG 2020 FESS paper and its longer draft, "Solving Sokoban by Searching in Feature-Space" (section 3
 * the loop and the best ancestor, section 6 the packing plan).
 */
package org.gridpuzzle.domain.sokoban.internal.fess;
