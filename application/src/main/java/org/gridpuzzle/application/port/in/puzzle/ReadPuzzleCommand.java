package org.gridpuzzle.application.port.in.puzzle;

import org.gridpuzzle.application.input.PuzzleSource;
import java.util.Objects;

/**
 * Read one input to show it: the genre says which readers apply.
 *
 * @param format a format name, or null to choose by the source's extension (Suguru only)
 * @param line the board's line in a Flood-It set file (1-based), or null for a file of one board
 * @param level the Sokoban level to draw (1-based), or null for the first (the whole collection is read then, so a
 *     broken level anywhere is bad input: read is the strict check of a file)
 * @param levelTitle the Sokoban level named by its title instead ({@code --level 'SE 42a'}), or null
 */
public record ReadPuzzleCommand(Genre genre, PuzzleSource source, String format, Integer line, Integer level,
        String levelTitle) {

    public ReadPuzzleCommand {
        Objects.requireNonNull(genre, "genre");
        Objects.requireNonNull(source, "source");
    }

    /** A Sokoban level named by its number, if any. */
    public ReadPuzzleCommand(Genre genre, PuzzleSource source, String format, Integer line, Integer level) {
        this(genre, source, format, line, level, null);
    }
}
