package org.gridpuzzle.domain.suguru;

import org.gridpuzzle.domain.grid.IntGrid;

/**
 * A generated puzzle, its unique solution, its rating and how many partitions were tried to get it.
 *
 * @param puzzle the puzzle
 * @param solution its unique solution
 * @param difficulty the hardest technique its explanation needs
 * @param attempts the partitions tried, this one included
 */
public record GeneratedSuguru(SuguruPuzzle puzzle, IntGrid solution, Difficulty difficulty, int attempts) {
}
