package org.gridpuzzle.application.port.out.suguru;

import java.nio.file.Path;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/** Writes Suguru puzzles: as the text of a format, and into a file whole or not at all. */
public interface SaveSuguruPuzzlePort {

    /**
     * @param format a format name, or null: chosen by {@code target}'s extension, else the default text format
     * @param target the file the text is meant for, or null
     */
    String text(SuguruPuzzle puzzle, String format, Path target);

    /**
     * Writes the text completely or not at all, within the run's limits: a write that waits (a FIFO nobody reads)
     * stops at the time limit or on cancellation with {@link org.gridpuzzle.application.error.OutputStoppedException}.
     */
    void save(Path file, String text, Limits limits);
}

