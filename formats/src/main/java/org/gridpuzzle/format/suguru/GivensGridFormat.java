package org.gridpuzzle.format.suguru;

import java.util.List;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.format.PuzzleFormat;

/** A filled grid read from a puzzle file whose every cell is given: the file's givens are the grid. */
abstract class GivensGridFormat implements PuzzleFormat<IntGrid> {

    private final PuzzleFormat<SuguruPuzzle> puzzles;

    GivensGridFormat(PuzzleFormat<SuguruPuzzle> puzzles) {
        this.puzzles = puzzles;
    }

    @Override
    public String genre() {
        return "SUGURU";
    }

    @Override
    public final List<String> extensions() {
        return puzzles.extensions();
    }

    @Override
    public final Class<IntGrid> modelType() {
        return IntGrid.class;
    }

    @Override
    public final IntGrid read(String source, String text) {
        return puzzles.read(source, text).givens();
    }
}
