package org.gridpuzzle.domain.suguru;

import org.gridpuzzle.domain.grid.IntGrid;

/** A generated puzzle, its unique solution, its rating and how many partitions were tried to get it. */
public record GeneratedSuguru(SuguruPuzzle puzzle, IntGrid solution, Difficulty difficulty, int attempts) {
}
