package org.gridpuzzle.application.port.in.puzzle;

import java.util.List;
import org.gridpuzzle.application.output.Output;

/**
 * An input as read: one line saying what it is, the picture of it, and for a Sokoban file the titles of its levels.
 *
 * @param picture the puzzle as an answer with nothing filled in (a Suguru's givens, a board, a map, a level)
 */
public record ReadPuzzleResult(Genre genre, String summary, Output picture, List<String> levels) {

    public ReadPuzzleResult {
        levels = List.copyOf(levels);
    }
}
