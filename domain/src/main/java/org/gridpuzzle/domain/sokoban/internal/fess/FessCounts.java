package org.gridpuzzle.domain.sokoban.internal.fess;

/**
 * What a FESS run did. A node is a position added to the tree whose moves were listed, the roots included; the
 * solved position that ends a run is not one (its moves are never listed), so a run solved at a root counts none.
 *
 * @param nodes positions added to the tree (the node count of [CoG] Table I)
 * @param movesTried moves played, whatever came of them
 * @param refused moves the game's lazy tests proved dead
 * @param known moves whose result was a node already
 * @param cells feature cells made
 * @param visits cell visits
 * @param deadNodes nodes found to be dead ends (no move left and every child dead)
 */
public record FessCounts(long nodes, long movesTried, long refused, long known, int cells, long visits,
        long deadNodes) {
}
