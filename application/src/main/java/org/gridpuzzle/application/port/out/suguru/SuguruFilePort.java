package org.gridpuzzle.application.port.out.suguru;

import java.nio.file.Path;
import java.util.List;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/** Suguru files: reading puzzles and filled grids, rendering puzzles in a format, writing files whole. */
public interface SuguruFilePort {

    /**
     * @param format a format name, or null to choose by the file's extension
     * @throws org.gridpuzzle.application.error.InvalidInputException naming file, line and column
     */
    SuguruPuzzle loadPuzzle(Path file, String format);

    /** A filled grid (a solution file), in any puzzle or answer format. */
    IntGrid loadGrid(Path file, String format);

    /** The puzzle as the text of a format; {@code format} is a name, or null for the default, or chosen by {@code target}'s extension. */
    String render(SuguruPuzzle puzzle, String format, Path target);

    /** Writes a file completely or not at all. */
    void writeAtomically(Path file, String text);

    /** The puzzle files of a folder (known extensions), in natural order: 2.in before 10.in. */
    List<Path> listPuzzles(Path folder);

    /** The names of the puzzle formats, for help texts. */
    List<String> puzzleFormats();
}
